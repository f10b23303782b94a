import { Injectable } from '@nestjs/common';
import { JobProducer } from '@app/core';
import type { Language } from '@app/i18n';
import type { TelegramButton } from '@app/providers';
import { DataSource, EntityManager } from 'typeorm';

/** How long a claimed message belongs to one worker before another may take it over. */
export const TELEGRAM_SEND_LEASE_SECONDS = 60;
/** After this many failed tries (about a day of sweeps) a message is marked failed. */
export const TELEGRAM_MAX_ATTEMPTS = 40;

/** What to send: to a chat, or to the chat an account has linked when it is sent (unlinked: not sent). */
export interface TelegramMessageRequest {
  /** Unique: the same key twice is one message. */
  dedupeKey: string;
  chatId?: number | string;
  userId?: string;
  /** The notification whose Telegram message this is (rendered when sent, from its snapshot). */
  notificationId?: string;
  language: Language;
  text?: string;
  buttons?: TelegramButton[][];
}

export interface TelegramMessageRow {
  id: string;
  dedupe_key: string;
  notification_id: string | null;
  user_id: string | null;
  chat_id: string | null;
  language: Language;
  text: string | null;
  buttons: TelegramButton[][] | null;
  attempts: number;
}

export const telegramSendJobId = (messageId: string): string => `telegram.send:${messageId}`;

/** The backoff of a failed send between sweeps: 1 min, 2, 4, … capped at 30 min. */
const retryDelaySeconds = (attempts: number): number =>
  Math.min(30 * 60, 60 * 2 ** Math.max(0, Math.min(attempts - 1, 10)));

/** TypeORM answers an UPDATE … RETURNING with `[rows, affectedCount]`. */
const returned = <T>(result: unknown): T[] =>
  (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result) as T[];

/**
 * The bot's outgoing messages (`telegram_message`): written once per dedupe key, sent by the
 * `telegram.send` job (claim with a lease, then sent, failed for good, or back to pending with the
 * time of the next try). Every message the bot sends goes through here.
 */
@Injectable()
export class TelegramMessages {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobProducer,
  ) {}

  /** Writes the message (in the caller's transaction when given); its id, or null when the key exists. */
  async add(request: TelegramMessageRequest, manager?: EntityManager): Promise<string | null> {
    const rows = returned<{ id: string }>(
      await (manager ?? this.dataSource.manager).query(
        `INSERT INTO telegram_message (dedupe_key, chat_id, user_id, notification_id, language, text, buttons)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)
         ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
        [
          request.dedupeKey.slice(0, 200),
          request.chatId ?? null,
          request.userId ?? null,
          request.notificationId ?? null,
          request.language,
          request.text ?? null,
          request.buttons ? JSON.stringify(request.buttons) : null,
        ],
      ),
    );
    return rows[0]?.id ?? null;
  }

  /** Queues the send of messages already committed (a lost enqueue is found by the sweep). */
  async queue(ids: readonly (string | null)[]): Promise<void> {
    for (const id of ids)
      if (id) await this.jobs.enqueue('telegram.send', { messageId: id }, { jobId: telegramSendJobId(id) });
  }

  /** Writes and queues one message outside any transaction. */
  async send(request: TelegramMessageRequest): Promise<void> {
    await this.queue([await this.add(request)]);
  }

  /** pending → sending (or a lapsed lease taken over): the row when this caller may send it. */
  async claim(id: string): Promise<TelegramMessageRow | null> {
    const rows = returned<TelegramMessageRow>(
      await this.dataSource.query(
        `UPDATE telegram_message SET state = 'sending', attempts = attempts + 1,
           lease_until = now() + make_interval(secs => $2), updated_at = now()
         WHERE id = $1 AND (state = 'pending' OR (state = 'sending' AND lease_until < now()))
         RETURNING id, dedupe_key, notification_id, user_id, chat_id::text AS chat_id, language, text, buttons, attempts`,
        [id, TELEGRAM_SEND_LEASE_SECONDS],
      ),
    );
    return rows[0] ?? null;
  }

  /** The chat to send to: the row's, or the one its account has linked now (none: null). */
  async chatOf(row: TelegramMessageRow): Promise<string | null> {
    if (row.chat_id) return row.chat_id;
    const [link] = (await this.dataSource.query(
      'SELECT chat_id::text AS chat_id FROM telegram_link WHERE user_id = $1',
      [row.user_id],
    )) as { chat_id: string }[];
    return link?.chat_id ?? null;
  }

  async finish(id: string, state: 'sent' | 'failed' | 'skipped', error: string | null = null): Promise<void> {
    await this.dataSource.query(
      `UPDATE telegram_message SET state = $2::varchar, last_error = $3, lease_until = NULL, updated_at = now(),
         sent_at = CASE WHEN $2::varchar = 'sent' THEN now() ELSE sent_at END
       WHERE id = $1 AND state = 'sending'`,
      [id, state, error?.slice(0, 1000) ?? null],
    );
  }

  /** A try failed: back to pending, due again after `afterSeconds` (or the backoff), or failed for good. */
  async retryLater(
    row: TelegramMessageRow,
    error: string,
    afterSeconds?: number,
  ): Promise<'pending' | 'failed'> {
    const state = row.attempts >= TELEGRAM_MAX_ATTEMPTS ? 'failed' : 'pending';
    await this.dataSource.query(
      `UPDATE telegram_message SET state = $2, last_error = $3, lease_until = NULL, updated_at = now(),
         next_attempt_at = now() + make_interval(secs => $4)
       WHERE id = $1 AND state = 'sending'`,
      [row.id, state, error.slice(0, 1000), afterSeconds ?? retryDelaySeconds(row.attempts)],
    );
    return state;
  }

  /** Messages nobody works on that should be sent: pending and due, or sending with a lapsed lease. */
  async due(limit = 200): Promise<{ id: string; attempts: number }[]> {
    return this.dataSource.query(
      `SELECT id, attempts FROM telegram_message
       WHERE (state = 'pending' AND next_attempt_at <= now()) OR (state = 'sending' AND lease_until < now())
       ORDER BY next_attempt_at LIMIT $1`,
      [limit],
    );
  }
}
