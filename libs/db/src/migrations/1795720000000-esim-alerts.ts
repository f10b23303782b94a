import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Usage and expiry alerts: `esim_alert` (one row per eSIM, alert kind and package period; the
 * unique key is what makes an alert go out at most once), `alert_opt_out` (the kinds a customer
 * turned off in Settings) and `rescue_token` (the signed top-up links the alerts carry, stored as
 * their SHA-256; an account's links go with the account).
 */
export class EsimAlerts1795720000000 implements MigrationInterface {
  name = 'EsimAlerts1795720000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE TABLE esim_alert (
         id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
         esim_id uuid NOT NULL REFERENCES esim(id) ON DELETE CASCADE,
         kind varchar(16) NOT NULL CHECK (kind IN ('usage_80', 'usage_100', 'expiry_24h')),
         period varchar(40) NOT NULL,
         notified boolean NOT NULL,
         created_at timestamptz NOT NULL DEFAULT now(),
         CONSTRAINT uq_esim_alert UNIQUE (esim_id, kind, period)
       )`,
    );
    await db.query(
      `CREATE TABLE alert_opt_out (
         user_id uuid NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
         kind varchar(16) NOT NULL CHECK (kind IN ('usage_80', 'usage_100', 'expiry_24h')),
         created_at timestamptz NOT NULL DEFAULT now(),
         PRIMARY KEY (user_id, kind)
       )`,
    );
    await db.query(
      `CREATE TABLE rescue_token (
         id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
         esim_id uuid NOT NULL REFERENCES esim(id) ON DELETE CASCADE,
         user_id uuid REFERENCES app_user(id) ON DELETE CASCADE,
         token_hash bytea NOT NULL UNIQUE,
         expires_at timestamptz NOT NULL,
         revoked_at timestamptz,
         created_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    await db.query('CREATE INDEX idx_rescue_token_user ON rescue_token (user_id) WHERE revoked_at IS NULL');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE rescue_token');
    await db.query('DROP TABLE alert_opt_out');
    await db.query('DROP TABLE esim_alert');
  }
}
