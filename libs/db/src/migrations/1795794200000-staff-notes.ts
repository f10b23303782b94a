import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Internal notes staff leave on an order or a customer: author, role and time kept with the text.
 * Read only by the admin api (never by a customer-facing route).
 */
export class StaffNotes1795794200000 implements MigrationInterface {
  name = 'StaffNotes1795794200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE staff_note (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      target_type varchar(10) NOT NULL CHECK (target_type IN ('order', 'customer')),
      target_id uuid NOT NULL,
      body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
      author_id uuid REFERENCES app_user (id) ON DELETE SET NULL,
      author_name varchar(120) NOT NULL,
      author_role varchar(16) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp()
    )`);
    await db.query('CREATE INDEX idx_staff_note_target ON staff_note (target_type, target_id, created_at)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE staff_note');
  }
}
