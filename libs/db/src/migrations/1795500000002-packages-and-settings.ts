import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin Packages and Settings tabs: `app_setting` (key → jsonb value; the markup lives here,
 * PRICE_MARKUP is only its default until an admin sets it), and on `package` its origin
 * ('roamesim' from the sync, 'admin' entered by hand, whose priceid comes from a negative sequence
 * so it never meets a provider's) and `removed_at` (an admin removed it: withdrawn for good, the
 * sync does not bring it back).
 */
export class PackagesAndSettings1795500000002 implements MigrationInterface {
  name = 'PackagesAndSettings1795500000002';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE app_setting (
      key varchar(64) PRIMARY KEY,
      value jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by uuid
    )`);
    await db.query(
      `ALTER TABLE package ADD COLUMN origin varchar(16) NOT NULL DEFAULT 'roamesim'
         CONSTRAINT ck_package_origin CHECK (origin IN ('roamesim', 'admin'))`,
    );
    await db.query('ALTER TABLE package ADD COLUMN removed_at timestamptz');
    await db.query('CREATE SEQUENCE package_admin_price_id_seq');
    await db.query('CREATE INDEX idx_package_continent ON package (continent)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX idx_package_continent');
    await db.query('DROP SEQUENCE package_admin_price_id_seq');
    await db.query('ALTER TABLE package DROP COLUMN removed_at');
    await db.query('ALTER TABLE package DROP COLUMN origin');
    await db.query('DROP TABLE app_setting');
  }
}
