import { Injectable } from '@nestjs/common';
import { AppConfig, AppLogger, DomainEvent, JobProducer, JobStatus, OnEvent, OnJob } from '@app/core';
import { telegramTexts } from '@app/i18n';
import {
  hasTelegramNotice,
  NotificationSecrets,
  NotificationStore,
  renderTelegramNotice,
  TELEGRAM_NOTICE_KINDS,
  type NotificationDataMap,
  type TelegramNoticeKind,
} from '@app/notifications';
import { isProviderError, TelegramClient, type TelegramButton } from '@app/providers';
import { UnrecoverableError } from 'bullmq';
import { DataSource } from 'typeorm';
import { TelegramMessages, telegramSendJobId, type TelegramMessageRow } from './telegram-messages';
import { TelegramUpdates } from './telegram-updates';

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The bot's jobs. A notification that has a Telegram message (`TELEGRAM_NOTICE_KINDS`) gets one
 * beside its email: to the customer's linked chat, or the staff chat; the email's dedupe key is its
 * key, so it follows the email's dedupe and opt-outs. `telegram.send` sends one message: a 429 is
 * tried again after its retry_after (a new job with that delay), other temporary failures by BullMQ's
 * backoff, then by the minute sweep; a refusal for good (blocked bot, unknown chat) marks it failed.
 * Nothing here runs on the provisioning or payment path.
 */
@Injectable()
export class TelegramJobs {
  constructor(
    private readonly messages: TelegramMessages,
    private readonly updates: TelegramUpdates,
    private readonly bot: TelegramClient,
    private readonly notifications: NotificationStore,
    private readonly secrets: NotificationSecrets,
    private readonly jobs: JobProducer,
    private readonly config: AppConfig,
    private readonly logger: AppLogger,
    private readonly dataSource: DataSource,
  ) {}

  @OnEvent('notification.requested')
  async queueNotice(event: DomainEvent<'notification.requested'>): Promise<void> {
    if (!this.bot.configured) return;
    const { notificationId } = event.payload;
    await this.jobs.enqueue(
      'telegram.notify',
      { notificationId },
      { jobId: `telegram.notify:${notificationId}` },
    );
  }

  @OnEvent('contact.replied')
  async queueSupportReply(event: DomainEvent<'contact.replied'>): Promise<void> {
    const { replyId } = event.payload;
    await this.jobs.enqueue(
      'telegram.support-reply',
      { replyId },
      { jobId: `telegram.support-reply:${replyId}` },
    );
  }

  @OnJob('telegram.notify')
  async notify({ notificationId }: { notificationId: string }): Promise<JobStatus> {
    const row = await this.notifications.findById(notificationId);
    if (!row || !hasTelegramNotice(row.kind)) return 'skipped';
    const base = {
      dedupeKey: `notification:${row.dedupeKey}`,
      notificationId: row.id,
      language: row.language,
    };
    if (TELEGRAM_NOTICE_KINDS[row.kind] === 'staff') {
      const chatId = this.config.telegram.staffChatId;
      if (!chatId) return 'skipped';
      await this.messages.send({ ...base, chatId });
      return 'done';
    }
    const target = await this.customerChatOf(row.kind, row.subjectId);
    if (!target) return 'skipped';
    await this.messages.send({ ...base, ...target });
    return 'done';
  }

  /**
   * Where a customer notification goes: the account's chat when the order's account has one linked,
   * else the chat that follows the order itself (linked from its page or a rescue link), else none.
   */
  private async customerChatOf(
    kind: TelegramNoticeKind,
    subjectId: string,
  ): Promise<{ userId: string } | { chatId: string } | null> {
    // the notice's order and the account it belongs to (an eSIM's own account for its alerts)
    const subjectOf: Record<
      Exclude<TelegramNoticeKind, 'attention_staff' | 'reconciliation_differences'>,
      string
    > = {
      esim_ready: 'SELECT id AS order_id, user_id FROM orders WHERE id::text = $1',
      // a full refund names its payment, a partial one its refund
      order_refunded: `SELECT o.id AS order_id, o.user_id FROM orders o
         WHERE o.id = (SELECT order_id FROM payment WHERE id::text = $1
                       UNION ALL SELECT order_id FROM payment_refund WHERE id::text = $1 LIMIT 1)`,
      esim_alert: 'SELECT order_id, user_id FROM esim WHERE id::text = $1',
    };
    const subject = kind === 'esim_alert' ? subjectId.split(':')[0] : subjectId;
    const rows = (await this.dataSource.query(
      `WITH s AS (${subjectOf[kind as keyof typeof subjectOf]})
       SELECT a.user_id, l.chat_id::text AS chat_id
         FROM s
         LEFT JOIN telegram_link a ON a.user_id = s.user_id
         LEFT JOIN telegram_order_link l ON l.order_id = s.order_id`,
      [subject],
    )) as { user_id: string | null; chat_id: string | null }[];
    const [found] = rows;
    if (found?.user_id) return { userId: found.user_id };
    if (found?.chat_id) return { chatId: found.chat_id };
    return null;
  }

  @OnJob('telegram.support-reply')
  async supportReply({ replyId }: { replyId: string }): Promise<JobStatus> {
    const [reply] = (await this.dataSource.query(
      `SELECT r.id, r.body, m.telegram_chat_id::text AS chat_id, m.language
         FROM contact_reply r JOIN contact_message m ON m.id = r.contact_message_id WHERE r.id = $1`,
      [replyId],
    )) as { id: string; body: string; chat_id: string | null; language: 'en' | 'km' }[];
    if (!reply?.chat_id) return 'skipped';
    await this.messages.send({
      dedupeKey: `contact_reply:${reply.id}`,
      chatId: reply.chat_id,
      language: reply.language,
      text: telegramTexts[reply.language].support.reply.replace('{{message}}', () => reply.body),
    });
    return 'done';
  }

  @OnJob('telegram.update')
  async update({ updateId }: { updateId: number }): Promise<JobStatus> {
    return (await this.updates.handle(updateId)) ? 'done' : 'skipped';
  }

  @OnJob('telegram.send')
  async send({ messageId }: { messageId: string }): Promise<JobStatus> {
    const row = await this.messages.claim(messageId);
    if (!row) return 'skipped';
    const chatId = await this.messages.chatOf(row);
    if (!chatId) {
      await this.messages.finish(row.id, 'skipped', 'no linked chat');
      return 'skipped';
    }
    let message: { text: string; buttons: TelegramButton[][] };
    try {
      message = await this.content(row);
    } catch (error) {
      await this.messages.finish(row.id, 'failed', `render: ${describe(error)}`);
      throw new UnrecoverableError(`telegram message ${row.id} cannot be rendered: ${describe(error)}`);
    }
    try {
      await this.bot.sendMessage({ chatId, text: message.text, buttons: message.buttons });
    } catch (error) {
      return this.failed(row, error);
    }
    await this.messages.finish(row.id, 'sent');
    this.logger.info({ telegramMessageId: row.id, key: row.dedupe_key }, 'telegram message sent');
    return 'done';
  }

  private async content(row: TelegramMessageRow): Promise<{ text: string; buttons: TelegramButton[][] }> {
    if (row.text !== null) return { text: row.text, buttons: row.buttons ?? [] };
    const notification = row.notification_id ? await this.notifications.findById(row.notification_id) : null;
    if (!notification || !hasTelegramNotice(notification.kind))
      throw new Error('the notification has no Telegram message');
    const data = await this.secrets.fill(notification.kind, notification.payload);
    return renderTelegramNotice(
      notification.kind,
      data as unknown as NotificationDataMap[TelegramNoticeKind],
      notification.language,
      this.config.http.publicUrl,
    );
  }

  /** A 429 comes back after retry_after; 5xx and network failures are retried; the rest is final. */
  private async failed(row: TelegramMessageRow, error: unknown): Promise<JobStatus> {
    const details = isProviderError(error)
      ? (error.options.details as { retryAfterSec?: number } | undefined)
      : undefined;
    if (isProviderError(error) && error.code === 'RATE_LIMITED') {
      const afterSec = Math.max(1, Math.ceil(details?.retryAfterSec ?? 1));
      const state = await this.messages.retryLater(row, describe(error), afterSec);
      this.logger.warn({ telegramMessageId: row.id, retryAfterSec: afterSec, state }, 'telegram rate limit');
      if (state === 'failed')
        throw new UnrecoverableError(`telegram message ${row.id} failed: ${describe(error)}`);
      await this.jobs.enqueue(
        'telegram.send',
        { messageId: row.id },
        { jobId: `${telegramSendJobId(row.id)}:${row.attempts}`, delayMs: afterSec * 1000 },
      );
      return 'done';
    }
    if (isProviderError(error) && !error.retryable) {
      await this.messages.finish(row.id, 'failed', describe(error));
      this.logger.warn({ telegramMessageId: row.id, err: error }, 'telegram message refused for good');
      throw new UnrecoverableError(`telegram message ${row.id} refused: ${describe(error)}`);
    }
    const state = await this.messages.retryLater(row, describe(error));
    this.logger.warn({ telegramMessageId: row.id, state, err: error }, 'telegram message not sent');
    if (state === 'failed')
      throw new UnrecoverableError(`telegram message ${row.id} failed: ${describe(error)}`);
    throw error;
  }

  /** Every minute: re-queue what waits. One try per sweep (the sweep itself is the retry). */
  @OnJob('telegram.sweep')
  async sweep(): Promise<JobStatus> {
    const due = await this.messages.due();
    for (const row of due)
      await this.jobs.enqueue(
        'telegram.send',
        { messageId: row.id },
        { jobId: `${telegramSendJobId(row.id)}:sweep:${row.attempts}`, attempts: 1 },
      );
    return due.length ? 'done' : 'skipped';
  }
}
