import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An admin's TOTP code works once (RFC 6238 §5.2): the time step of the last code accepted is kept,
 * and AdminMfa (libs/accounts/admin-mfa.ts) refuses a code of that step or an earlier one.
 */
export class TotpLastStep1795780000000 implements MigrationInterface {
  name = 'TotpLastStep1795780000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE app_user ADD COLUMN totp_last_step bigint');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE app_user DROP COLUMN totp_last_step');
  }
}
