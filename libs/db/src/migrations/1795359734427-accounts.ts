import { MigrationInterface, QueryRunner } from 'typeorm';

/** Users, their server-side sessions and the sign-in throttle counters (docs/accounts.md). */
export class Accounts1795359734427 implements MigrationInterface {
  name = 'Accounts1795359734427';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE app_user (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      phone varchar(16) NOT NULL CHECK (phone ~ '^\\+[1-9][0-9]{7,14}$'),
      email varchar(254) NOT NULL CHECK (email = lower(email) AND position('@' in email) > 1),
      full_name varchar(120) NOT NULL,
      password_hash text NOT NULL CHECK (password_hash LIKE '$argon2id$%'),
      role varchar(10) NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
      is_verified boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await db.query('CREATE UNIQUE INDEX uq_app_user_phone ON app_user (phone)');
    await db.query('CREATE UNIQUE INDEX uq_app_user_email ON app_user (email)');
    await db.query("CREATE INDEX idx_app_user_admins ON app_user (created_at) WHERE role = 'admin'");
    await db.query(`CREATE TABLE user_session (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      token_hash bytea NOT NULL CHECK (octet_length(token_hash) = 32),
      user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      idle_expires_at timestamptz NOT NULL,
      absolute_expires_at timestamptz NOT NULL,
      ip varchar(64),
      user_agent varchar(255)
    )`);
    await db.query('CREATE UNIQUE INDEX uq_user_session_token ON user_session (token_hash)');
    await db.query('CREATE INDEX idx_user_session_user ON user_session (user_id)');
    await db.query('CREATE INDEX idx_user_session_expiry ON user_session (idle_expires_at)');
    await db.query(`CREATE TABLE auth_throttle_counter (
      key varchar(300) NOT NULL,
      window_start timestamptz NOT NULL,
      window_seconds int NOT NULL,
      count int NOT NULL,
      PRIMARY KEY (key, window_seconds, window_start)
    )`);
    await db.query('CREATE INDEX idx_auth_throttle_window ON auth_throttle_counter (window_start)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE auth_throttle_counter');
    await db.query('DROP TABLE user_session');
    await db.query('DROP TABLE app_user');
  }
}
