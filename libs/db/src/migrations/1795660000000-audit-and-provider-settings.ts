import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `admin_audit`: the append-only log of admin changes and customers' security events. UPDATE,
 * DELETE and TRUNCATE are revoked from PUBLIC and from the application's role (when it is not a
 * superuser: a superuser ignores privileges), and triggers refuse them for every role, the table's
 * owner and superusers included.
 *
 * `provider_setting`: the payment and RoameSIM settings an admin saved, one row per provider; the
 * credentials are one AES-256-GCM sealed JSON (libs/core SecretBox under SECRETS_KEY) with the id
 * of the key that sealed it. No row, or a null field: the environment variables (first-boot
 * defaults) apply.
 */
export class AuditAndProviderSettings1795660000000 implements MigrationInterface {
  name = 'AuditAndProviderSettings1795660000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE admin_audit (
      id bigserial PRIMARY KEY,
      at timestamptz NOT NULL DEFAULT clock_timestamp(),
      actor_id uuid,
      actor_email varchar(320),
      actor_role varchar(16),
      ip varchar(64),
      user_agent varchar(512),
      action varchar(64) NOT NULL,
      target_type varchar(32) NOT NULL,
      target_id varchar(128),
      before jsonb,
      after jsonb,
      detail jsonb
    )`);
    await db.query('CREATE INDEX idx_admin_audit_at ON admin_audit (at)');
    await db.query('CREATE INDEX idx_admin_audit_actor ON admin_audit (actor_id)');
    await db.query('CREATE INDEX idx_admin_audit_target ON admin_audit (target_type, target_id)');
    await db.query('CREATE INDEX idx_admin_audit_action ON admin_audit (action, id)');
    await db.query(`CREATE FUNCTION admin_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'admin_audit is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await db.query(`CREATE TRIGGER admin_audit_no_change BEFORE UPDATE OR DELETE ON admin_audit
      FOR EACH ROW EXECUTE FUNCTION admin_audit_append_only()`);
    await db.query(`CREATE TRIGGER admin_audit_no_truncate BEFORE TRUNCATE ON admin_audit
      FOR EACH STATEMENT EXECUTE FUNCTION admin_audit_append_only()`);
    await db.query('REVOKE UPDATE, DELETE, TRUNCATE ON admin_audit FROM PUBLIC');
    await db.query(`DO $$ BEGIN
      IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
        EXECUTE format('REVOKE UPDATE, DELETE, TRUNCATE ON admin_audit FROM %I', current_user);
      END IF;
    END $$`);

    await db.query(`CREATE TABLE provider_setting (
      provider varchar(16) PRIMARY KEY
        CONSTRAINT ck_provider_setting_provider CHECK (provider IN ('payway', 'paypal', 'stripe', 'roamesim')),
      mode varchar(16),
      credentials text,
      key_id varchar(16),
      revision int NOT NULL DEFAULT 1,
      last_test_at timestamptz,
      last_test_ok boolean,
      last_test_code varchar(32),
      last_test_detail varchar(300),
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by uuid,
      CONSTRAINT ck_provider_setting_key CHECK ((credentials IS NULL) = (key_id IS NULL))
    )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE provider_setting');
    await db.query('DROP TABLE admin_audit');
    await db.query('DROP FUNCTION admin_audit_append_only()');
  }
}
