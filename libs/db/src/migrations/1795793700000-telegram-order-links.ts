import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Telegram linked to one order (docs/notifications.md, "Telegram"): a guest, or anyone holding the
 * order's link or an alert's rescue link, follows that order's notices in a chat without an
 * account. A chat may follow several orders; an order one chat. The one-time deep-link token now
 * names an account or an order, never both.
 */
export class TelegramOrderLinks1795793700000 implements MigrationInterface {
  name = 'TelegramOrderLinks1795793700000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE telegram_order_link (
      order_id uuid PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
      chat_id bigint NOT NULL,
      telegram_username varchar(32),
      first_name varchar(64) NOT NULL,
      language varchar(2) NOT NULL,
      linked_at timestamptz NOT NULL DEFAULT now()
    )`);
    await db.query('CREATE INDEX telegram_order_link_chat ON telegram_order_link (chat_id)');
    await db.query('ALTER TABLE telegram_link_token ALTER COLUMN user_id DROP NOT NULL');
    await db.query(
      'ALTER TABLE telegram_link_token ADD COLUMN order_id uuid REFERENCES orders(id) ON DELETE CASCADE',
    );
    await db.query(
      `ALTER TABLE telegram_link_token ADD CONSTRAINT telegram_link_token_one_owner
         CHECK ((user_id IS NULL) <> (order_id IS NULL))`,
    );
    await db.query('CREATE INDEX telegram_link_token_order ON telegram_link_token (order_id)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DELETE FROM telegram_link_token WHERE user_id IS NULL');
    await db.query('DROP INDEX telegram_link_token_order');
    await db.query('ALTER TABLE telegram_link_token DROP CONSTRAINT telegram_link_token_one_owner');
    await db.query('ALTER TABLE telegram_link_token DROP COLUMN order_id');
    await db.query('ALTER TABLE telegram_link_token ALTER COLUMN user_id SET NOT NULL');
    await db.query('DROP TABLE telegram_order_link');
  }
}
