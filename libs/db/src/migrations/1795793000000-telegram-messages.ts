import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the shop's bot sends and reads (docs/notifications.md, "Telegram"): every outgoing message is
 * a row sent by a job (at most once per dedupe key, retried, after retry_after on a 429); every
 * webhook update is kept once by its update_id and handled by a job; a contact message can come from
 * a Telegram chat, and the agents' replies are kept.
 */
export class TelegramMessages1795793000000 implements MigrationInterface {
  name = 'TelegramMessages1795793000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE telegram_message (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      dedupe_key varchar(200) NOT NULL UNIQUE,
      notification_id uuid REFERENCES notification(id) ON DELETE CASCADE,
      user_id uuid REFERENCES app_user(id) ON DELETE CASCADE,
      chat_id bigint,
      language varchar(2) NOT NULL,
      text text,
      buttons jsonb,
      state varchar(10) NOT NULL DEFAULT 'pending',
      attempts int NOT NULL DEFAULT 0,
      last_error text,
      lease_until timestamptz,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT telegram_message_target CHECK (chat_id IS NOT NULL OR user_id IS NOT NULL),
      CONSTRAINT telegram_message_body CHECK (text IS NOT NULL OR notification_id IS NOT NULL)
    )`);
    await db.query(
      `CREATE INDEX telegram_message_due ON telegram_message (next_attempt_at) WHERE state IN ('pending', 'sending')`,
    );
    await db.query(`CREATE TABLE telegram_update (
      update_id bigint PRIMARY KEY,
      payload jsonb NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      handled_at timestamptz
    )`);
    await db.query('ALTER TABLE contact_message ADD COLUMN telegram_chat_id bigint');
    await db.query(
      'ALTER TABLE contact_message ADD COLUMN user_id uuid REFERENCES app_user(id) ON DELETE SET NULL',
    );
    await db.query(`CREATE TABLE contact_reply (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      contact_message_id uuid NOT NULL REFERENCES contact_message(id) ON DELETE CASCADE,
      body text NOT NULL,
      sent_by uuid REFERENCES app_user(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await db.query('CREATE INDEX contact_reply_message ON contact_reply (contact_message_id, created_at)');
    await db.query('CREATE INDEX contact_message_created ON contact_message (created_at DESC)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX contact_message_created');
    await db.query('DROP TABLE contact_reply');
    await db.query('ALTER TABLE contact_message DROP COLUMN user_id');
    await db.query('ALTER TABLE contact_message DROP COLUMN telegram_chat_id');
    await db.query('DROP TABLE telegram_update');
    await db.query('DROP TABLE telegram_message');
  }
}
