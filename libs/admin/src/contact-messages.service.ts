import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { AdminAudit, type AuditActor } from '@app/audit';
import type { AdminContactMessageView, AdminContactReplyView, AdminPage } from '@app/contracts';
import { Outbox } from '@app/core';
import { DataSource } from 'typeorm';

interface MessageRow {
  id: string;
  telegram_chat_id: string | null;
  customer_name: string;
  customer_email: string;
  customer_phone: string | null;
  subject: string;
  message: string;
  language: 'en' | 'km';
  created_at: Date;
}

/**
 * The support inbox of the admin's Messages tab: the contact form's and the bot chat's messages,
 * newest first, with the agents' answers. An answer to a chat message is sent to that chat
 * (`contact.replied` → libs/telegram); a form message is answered by email (its email to support
 * has the customer as Reply-To), so the panel refuses to answer it.
 */
@Injectable()
export class AdminContactMessages {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly audit: AdminAudit,
  ) {}

  async list(page: number, pageSize: number): Promise<AdminPage<AdminContactMessageView>> {
    const [{ total }] = (await this.dataSource.query(
      'SELECT count(*)::int AS total FROM contact_message',
    )) as { total: number }[];
    const rows = (await this.dataSource.query(
      `SELECT id, telegram_chat_id::text AS telegram_chat_id, customer_name, customer_email, customer_phone,
              subject, message, language, created_at
         FROM contact_message ORDER BY created_at DESC, id LIMIT $1 OFFSET $2`,
      [pageSize, (page - 1) * pageSize],
    )) as MessageRow[];
    const replies = rows.length
      ? ((await this.dataSource.query(
          `SELECT r.id, r.contact_message_id, r.body, u.email AS sent_by, r.created_at
             FROM contact_reply r LEFT JOIN app_user u ON u.id = r.sent_by
            WHERE r.contact_message_id = ANY($1::uuid[]) ORDER BY r.created_at, r.id`,
          [rows.map((row) => row.id)],
        )) as {
          id: string;
          contact_message_id: string;
          body: string;
          sent_by: string | null;
          created_at: Date;
        }[])
      : [];
    const repliesOf = (id: string): AdminContactReplyView[] =>
      replies
        .filter((reply) => reply.contact_message_id === id)
        .map((reply) => ({
          id: reply.id,
          body: reply.body,
          sentBy: reply.sent_by,
          createdAt: new Date(reply.created_at).toISOString(),
        }));
    return {
      items: rows.map((row) => ({
        id: row.id,
        source: row.telegram_chat_id ? 'telegram' : 'form',
        customerName: row.customer_name,
        customerEmail: row.customer_email,
        customerPhone: row.customer_phone,
        subject: row.subject,
        message: row.message,
        language: row.language,
        createdAt: new Date(row.created_at).toISOString(),
        replies: repliesOf(row.id),
      })),
      total,
      page,
      pageSize,
    };
  }

  /** Stores the answer (audited) and sends it to the chat the message came from. */
  async reply(actor: AuditActor, messageId: string, body: string): Promise<AdminContactReplyView> {
    return this.dataSource.transaction(async (manager) => {
      const [message] = (await manager.query(
        'SELECT id, telegram_chat_id::text AS telegram_chat_id FROM contact_message WHERE id = $1',
        [messageId],
      )) as { id: string; telegram_chat_id: string | null }[];
      if (!message) throw new NotFoundException({ code: 'NOT_FOUND', message: 'Message not found' });
      if (!message.telegram_chat_id)
        throw new ConflictException({
          code: 'CONTACT_REPLY_BY_EMAIL',
          message: 'This message came from the contact form: answer it by email',
        });
      const [reply] = (await manager.query(
        `INSERT INTO contact_reply (contact_message_id, body, sent_by) VALUES ($1, $2, $3)
         RETURNING id, body, created_at`,
        [messageId, body, actor.id],
      )) as { id: string; body: string; created_at: Date }[];
      await this.audit.record(manager, {
        actor,
        action: 'contact.reply',
        targetType: 'contact_message',
        targetId: messageId,
        after: { replyId: reply.id },
      });
      await this.outbox.add(manager, 'contact.replied', { replyId: reply.id });
      return {
        id: reply.id,
        body: reply.body,
        sentBy: actor.email,
        createdAt: new Date(reply.created_at).toISOString(),
      };
    });
  }
}
