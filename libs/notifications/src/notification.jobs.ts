import { Injectable } from '@nestjs/common';
import {
  AppConfig,
  AppLogger,
  DomainEvent,
  JobProducer,
  JobStatus,
  OnEvent,
  OnJob,
  traceOrder,
} from '@app/core';
import { UnrecoverableError } from 'bullmq';
import { renderEmail } from './email/render-email';
import type { RenderedEmail } from './email/rendered-email';
import { Mailer, type SentEmail } from './mail/mailer';
import { messageIdFor } from './mail/message-id';
import { describeError, isPermanentSmtpError } from './mail/smtp-errors';
import type { NotificationDataMap, NotificationKind, RenderContext } from './notification-kinds';
import { NotificationSecrets } from './notification-secrets';

/** The kinds whose subject is an order: their lines carry its id (trace-context). */
const ORDER_SUBJECT_KINDS = new Set<NotificationKind>([
  'esim_ready',
  'topup_ready',
  'payment_failed',
  'order_failed',
  'attention_staff',
]);
import { NotificationStore, SEND_LEASE_SECONDS } from './notification.store';

export const sendJobId = (notificationId: string): string => `notification.send:${notificationId}`;

/**
 * How long a sent message's `sent` is retried while the database does not answer (a restart, a
 * fail-over): well inside the claim's lease, so no other worker takes the row over meanwhile.
 */
export const RECORD_SENT_PATIENCE_MS = (SEND_LEASE_SECONDS * 1000 * 3) / 4;
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * notification.requested → notification.send (job id from the row id, so a repeated event adds
 * nothing). The send claims the row (pending → sending, with a lease), renders, sends with a
 * Message-ID derived from the dedupe key, and records the server's answer. SMTP trouble puts the
 * row back to pending: BullMQ retries with backoff, then the minute sweeper keeps trying.
 *
 * At most once, and the window that remains: if the SMTP server accepted the message and this
 * worker died before writing `sent`, the lease runs out and another worker sends it again. The
 * second copy carries the same Message-ID, which lets receiving systems drop it. A database that
 * does not answer when `sent` is written (a restart) does not open that window: the write is
 * retried for most of the lease (RECORD_SENT_PATIENCE_MS), so the lease never runs out on a sent
 * message while its worker lives.
 */
@Injectable()
export class NotificationJobs {
  constructor(
    private readonly store: NotificationStore,
    private readonly mailer: Mailer,
    private readonly jobs: JobProducer,
    private readonly config: AppConfig,
    private readonly logger: AppLogger,
    private readonly secrets: NotificationSecrets,
  ) {}

  @OnEvent('notification.requested')
  async queueSend(event: DomainEvent<'notification.requested'>): Promise<void> {
    const { notificationId } = event.payload;
    await this.jobs.enqueue('notification.send', { notificationId }, { jobId: sendJobId(notificationId) });
  }

  @OnJob('notification.send')
  async send({ notificationId }: { notificationId: string }): Promise<JobStatus> {
    const row = await this.store.claim(notificationId);
    if (!row) return 'skipped';
    if (ORDER_SUBJECT_KINDS.has(row.kind)) traceOrder(row.subjectId);
    const messageId = messageIdFor(row.dedupeKey, this.config.mail.from);
    let email: RenderedEmail;
    try {
      const data = await this.secrets.fill(row.kind, row.payload);
      email = await renderEmail(
        row.kind,
        data as unknown as NotificationDataMap[NotificationKind],
        this.renderContext(row.language),
      );
    } catch (error) {
      await this.store.markAttemptFailed(row, `render: ${describeError(error)}`, true);
      throw new UnrecoverableError(`notification ${row.id} cannot be rendered: ${describeError(error)}`);
    }
    let sent: SentEmail;
    try {
      sent = await this.mailer.send({ ...email, to: row.recipient, messageId });
    } catch (error) {
      const state = await this.store.markAttemptFailed(
        row,
        describeError(error),
        isPermanentSmtpError(error),
      );
      this.logger.warn(
        { notificationId: row.id, kind: row.kind, attempt: row.attempts, state, err: error },
        'notification email not sent',
      );
      if (state === 'failed')
        throw new UnrecoverableError(`notification ${row.id} failed: ${describeError(error)}`);
      throw error;
    }
    await this.recordSent(row.id, sent);
    this.logger.info({ notificationId: row.id, kind: row.kind }, 'notification email sent');
    return 'done';
  }

  /** The message is out: `sent` is written, waiting out a database that does not answer for a while. */
  private async recordSent(id: string, sent: SentEmail): Promise<void> {
    const started = Date.now();
    for (let wait = 250; ; wait = Math.min(wait * 2, 5000)) {
      try {
        await this.store.markSent(id, sent.messageId, sent.response);
        return;
      } catch (error) {
        if (Date.now() - started + wait > RECORD_SENT_PATIENCE_MS) throw error;
        this.logger.warn(
          { notificationId: id, err: error },
          'email sent; recording it waits for the database',
        );
        await sleep(wait);
      }
    }
  }

  /** Every minute: re-queue what waits. One try per sweep (the sweep itself is the retry). */
  @OnJob('notification.sweep')
  async sweep(): Promise<JobStatus> {
    const due = await this.store.due();
    for (const row of due) {
      await this.jobs.enqueue(
        'notification.send',
        { notificationId: row.id },
        { jobId: `${sendJobId(row.id)}:${row.attempts}`, attempts: 1 },
      );
    }
    return due.length ? 'done' : 'skipped';
  }

  renderContext(language: RenderContext['language']): RenderContext {
    const { supportEmail, supportTelegram, supportPhone, supportPromise } = this.config.mail;
    return {
      language,
      support: {
        email: supportEmail,
        telegram: supportTelegram,
        phone: supportPhone,
        promise: supportPromise,
      },
      shopUrl: this.config.http.publicUrl,
    };
  }
}
