import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Password reset codes (only their SHA-256, single use, short-lived), admin TOTP (the secret
 * sealed under SECRETS_KEY, recovery codes hashed) and the session's second-factor state: a
 * session of an admin with TOTP is `mfa_pending` until the code is given, and remembers when the
 * code was last checked (sensitive actions ask again after 10 minutes).
 */
export class AccountRecoveryAndMfa1795630000001 implements MigrationInterface {
  name = 'AccountRecoveryAndMfa1795630000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE password_reset (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
      code_hash bytea NOT NULL CHECK (octet_length(code_hash) = 32),
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      failed_attempts int NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await db.query('CREATE INDEX idx_password_reset_user ON password_reset (user_id, created_at DESC)');
    await db.query('ALTER TABLE app_user ADD COLUMN totp_secret text');
    await db.query('ALTER TABLE app_user ADD COLUMN totp_enabled_at timestamptz');
    await db.query(`CREATE TABLE mfa_recovery_code (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
      code_hash bytea NOT NULL CHECK (octet_length(code_hash) = 32),
      used_at timestamptz
    )`);
    await db.query('CREATE INDEX idx_mfa_recovery_code_user ON mfa_recovery_code (user_id)');
    await db.query('ALTER TABLE user_session ADD COLUMN mfa_pending boolean NOT NULL DEFAULT false');
    await db.query('ALTER TABLE user_session ADD COLUMN mfa_verified_at timestamptz');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE user_session DROP COLUMN mfa_verified_at');
    await db.query('ALTER TABLE user_session DROP COLUMN mfa_pending');
    await db.query('DROP TABLE mfa_recovery_code');
    await db.query('ALTER TABLE app_user DROP COLUMN totp_enabled_at');
    await db.query('ALTER TABLE app_user DROP COLUMN totp_secret');
    await db.query('DROP TABLE password_reset');
  }
}
