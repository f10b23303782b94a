import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Telegram linked to an account (docs/notifications.md, "Telegram"): one private chat per account,
 * made through the bot's deep link `/start <one-time token>`; the token is kept as its SHA-256 only.
 */
export class TelegramLinks1795790000000 implements MigrationInterface {
  name = 'TelegramLinks1795790000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE telegram_link (
      user_id uuid PRIMARY KEY REFERENCES app_user(id) ON DELETE CASCADE,
      chat_id bigint NOT NULL UNIQUE,
      telegram_username varchar(32),
      first_name varchar(64) NOT NULL,
      language varchar(2) NOT NULL,
      linked_at timestamptz NOT NULL DEFAULT now()
    )`);
    await db.query(`CREATE TABLE telegram_link_token (
      token_hash char(64) PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`);
    await db.query('CREATE INDEX telegram_link_token_user ON telegram_link_token (user_id)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE telegram_link_token');
    await db.query('DROP TABLE telegram_link');
  }
}
