import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff roles: an account of role admin carries one of owner, admin, support, finance
 * (libs/domain staff-permissions.ts); customers carry none. Existing admins become owners.
 */
export class StaffRoles1795794100000 implements MigrationInterface {
  name = 'StaffRoles1795794100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE app_user ADD COLUMN staff_role varchar(10)
      CHECK (staff_role IN ('owner', 'admin', 'support', 'finance'))`);
    await db.query(`UPDATE app_user SET staff_role = 'owner' WHERE role = 'admin'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE app_user DROP COLUMN staff_role');
  }
}
