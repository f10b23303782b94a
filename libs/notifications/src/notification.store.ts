import { Injectable } from '@nestjs/common';
import { SecretBox } from '@app/core';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { Notification } from './notification.entity';
import type { NotificationRequest } from './notification-kinds';
import { dedupeKeyOf } from './notification-kinds';
import { sealSecrets } from './notification-secrets';

/** How long a claimed row belongs to one worker before another may take it over. */
export const SEND_LEASE_SECONDS = 120;
/** After this many failed attempts (about a day of retries) a message is marked failed, for a person. */
export const MAX_SEND_ATTEMPTS = 60;

/** The sweeper's wait before the next try: 1 min, 2, 4, … capped at 30 min. */
export const retryDelaySeconds = (attempts: number): number =>
  Math.min(30 * 60, 60 * 2 ** Math.max(0, Math.min(attempts - 1, 10)));

/** TypeORM answers an UPDATE … RETURNING with `[rows, affectedCount]`, a SELECT with the rows. */
const updatedRows = (result: unknown): unknown[] =>
  Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number'
    ? result[0]
    : (result as unknown[]);

/** The notification table's queries: insert-once, claim, and the outcomes of a send. */
@Injectable()
export class NotificationStore {
  constructor(
    @InjectRepository(Notification) private readonly repo: Repository<Notification>,
    private readonly box: SecretBox,
  ) {}

  /** Inserts the row unless its dedupe key exists; returns its id and whether it is new. */
  async insertOnce(
    manager: EntityManager,
    request: NotificationRequest,
  ): Promise<{ id: string; created: boolean }> {
    const dedupeKey = dedupeKeyOf(request.kind, request.subjectId);
    const inserted: { id: string }[] = await manager.query(
      `INSERT INTO notification (dedupe_key, kind, subject_id, recipient, language, payload)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb)
       ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
      [
        dedupeKey,
        request.kind,
        request.subjectId,
        request.to,
        request.language,
        JSON.stringify(sealSecrets(request.data, this.box)),
      ],
    );
    if (inserted.length) return { id: inserted[0].id, created: true };
    const existing: { id: string }[] = await manager.query(
      'SELECT id FROM notification WHERE dedupe_key = $1',
      [dedupeKey],
    );
    return { id: existing[0].id, created: false };
  }

  findById(id: string): Promise<Notification | null> {
    return this.repo.findOneBy({ id });
  }

  findByKey(kind: NotificationRequest['kind'], subjectId: string): Promise<Notification | null> {
    return this.repo.findOneBy({ dedupeKey: dedupeKeyOf(kind, subjectId) });
  }

  /**
   * Compare-and-set pending → sending (or takes over a `sending` row whose lease ran out, i.e. a
   * worker died mid-send). Returns the row when this caller may send it, else null (sent, failed,
   * or another worker holds it).
   */
  async claim(id: string): Promise<Notification | null> {
    const result: unknown = await this.repo.query(
      `UPDATE notification SET state = 'sending', attempts = attempts + 1,
         lease_until = now() + make_interval(secs => $2), updated_at = now()
       WHERE id = $1 AND (state = 'pending' OR (state = 'sending' AND lease_until < now()))
       RETURNING id`,
      [id, SEND_LEASE_SECONDS],
    );
    return updatedRows(result).length ? this.repo.findOneBy({ id }) : null;
  }

  async markSent(id: string, messageId: string, smtpResponse: string): Promise<void> {
    await this.repo.query(
      `UPDATE notification SET state = 'sent', sent_at = now(), message_id = $2, smtp_response = $3,
         lease_until = NULL, last_error = NULL, updated_at = now()
       WHERE id = $1 AND state <> 'sent'`,
      [id, messageId, smtpResponse.slice(0, 1000)],
    );
  }

  /** A try failed: back to pending for the next one, or failed for good. */
  async markAttemptFailed(
    row: Notification,
    error: string,
    permanent: boolean,
  ): Promise<'pending' | 'failed'> {
    const state = permanent || row.attempts >= MAX_SEND_ATTEMPTS ? 'failed' : 'pending';
    await this.repo.query(
      `UPDATE notification SET state = $2, last_error = $3, lease_until = NULL,
         next_attempt_at = now() + make_interval(secs => $4), updated_at = now()
       WHERE id = $1 AND state = 'sending'`,
      [row.id, state, error, retryDelaySeconds(row.attempts)],
    );
    return state;
  }

  /** Rows nobody is working on that should be: pending and due, or sending with a lapsed lease. */
  async due(limit = 200): Promise<{ id: string; attempts: number }[]> {
    return this.repo.query(
      `SELECT id, attempts FROM notification
       WHERE (state = 'pending' AND next_attempt_at <= now())
          OR (state = 'sending' AND lease_until < now())
       ORDER BY next_attempt_at LIMIT $1`,
      [limit],
    );
  }
}
