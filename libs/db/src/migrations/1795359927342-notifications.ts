import { MigrationInterface, QueryRunner } from 'typeorm';

/** Notifications (one email per dedupe key, with its sending state) and contact form messages. */
export class Notifications1795359927342 implements MigrationInterface {
  name = 'Notifications1795359927342';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE notification (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      dedupe_key varchar(200) NOT NULL,
      kind varchar(40) NOT NULL,
      subject_id varchar(150) NOT NULL,
      recipient varchar(254) NOT NULL,
      language varchar(2) NOT NULL CHECK (language IN ('en', 'km')),
      payload jsonb NOT NULL,
      state varchar(10) NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sending', 'sent', 'failed')),
      attempts int NOT NULL DEFAULT 0,
      last_error text,
      lease_until timestamptz,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      message_id varchar(250),
      smtp_response text,
      sent_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT uq_notification_dedupe_key UNIQUE (dedupe_key)
    )`);
    await db.query(
      "CREATE INDEX idx_notification_due ON notification (next_attempt_at) WHERE state IN ('pending', 'sending')",
    );
    await db.query('CREATE INDEX idx_notification_subject ON notification (subject_id)');
    await db.query(`CREATE TABLE contact_message (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      customer_name varchar(100) NOT NULL,
      customer_email varchar(254) NOT NULL,
      customer_phone varchar(30),
      subject varchar(200) NOT NULL,
      message text NOT NULL,
      language varchar(2) NOT NULL DEFAULT 'en',
      client_ip varchar(64) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await db.query('CREATE INDEX idx_contact_message_ip ON contact_message (client_ip, created_at)');
    await db.query(
      'CREATE INDEX idx_contact_message_email ON contact_message (lower(customer_email), created_at)',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE contact_message');
    await db.query('DROP TABLE notification');
  }
}
