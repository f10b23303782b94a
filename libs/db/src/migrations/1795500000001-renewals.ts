import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Renewals (top-ups): a top-up order names the eSIM it renews (`orders.target_esim_id`, RESTRICT:
 * an order that spent provider balance keeps its eSIM), and only a top-up order names one.
 */
export class Renewals1795500000001 implements MigrationInterface {
  name = 'Renewals1795500000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      'ALTER TABLE orders ADD COLUMN target_esim_id uuid REFERENCES esim (id) ON DELETE RESTRICT',
    );
    await db.query(
      `ALTER TABLE orders ADD CONSTRAINT ck_orders_topup_target
         CHECK ((kind = 'topup') = (target_esim_id IS NOT NULL))`,
    );
    await db.query(
      'CREATE INDEX idx_orders_target_esim ON orders (target_esim_id) WHERE target_esim_id IS NOT NULL',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX idx_orders_target_esim');
    await db.query('ALTER TABLE orders DROP CONSTRAINT ck_orders_topup_target');
    await db.query('ALTER TABLE orders DROP COLUMN target_esim_id');
  }
}
