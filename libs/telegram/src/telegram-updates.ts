import { Injectable } from '@nestjs/common';
import { JobProducer } from '@app/core';
import { DataSource, EntityManager } from 'typeorm';
import { languageOf, returned, TelegramLinks, type TelegramUpdate } from './telegram-links';
import { TelegramMessages } from './telegram-messages';
import type { TelegramReply } from './telegram-reply';
import { TelegramSupport } from './telegram-support';

/**
 * Webhook updates: kept once by update_id (Telegram delivers again until it gets a 2xx) and handled
 * by the `telegram.update` job: `/start <token>` links, `/stop` unlinks, `/orders` lists the account's
 * orders, other text goes to the support inbox. The handling and its answer commit together; the
 * answer is then sent by its own job.
 */
@Injectable()
export class TelegramUpdates {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobProducer,
    private readonly links: TelegramLinks,
    private readonly support: TelegramSupport,
    private readonly messages: TelegramMessages,
  ) {}

  /** The webhook's part: keep the update and queue its handling (a repeat adds nothing). */
  async receive(update: TelegramUpdate): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO telegram_update (update_id, payload) VALUES ($1, $2::jsonb) ON CONFLICT (update_id) DO NOTHING`,
      [update.update_id, JSON.stringify(update)],
    );
    await this.jobs.enqueue(
      'telegram.update',
      { updateId: update.update_id },
      { jobId: `telegram.update:${update.update_id}` },
    );
  }

  /** Handles a kept update once; false when it was handled already. */
  async handle(updateId: number): Promise<boolean> {
    const queued = await this.dataSource.transaction(async (manager) => {
      const [row] = returned<{ payload: TelegramUpdate }>(
        await manager.query(
          `UPDATE telegram_update SET handled_at = now() WHERE update_id = $1 AND handled_at IS NULL
           RETURNING payload`,
          [updateId],
        ),
      );
      if (!row) return null;
      const reply = await this.answer(manager, row.payload);
      return reply ? [await this.messages.add({ dedupeKey: `update:${updateId}`, ...reply }, manager)] : [];
    });
    if (!queued) return false;
    await this.messages.queue(queued);
    return true;
  }

  private async answer(manager: EntityManager, update: TelegramUpdate): Promise<TelegramReply | null> {
    const message = update.message;
    if (!message || typeof message.chat?.id !== 'number' || message.chat.type !== 'private') return null;
    if (typeof message.text !== 'string' || message.text.trim() === '') return null;
    const chatId = message.chat.id;
    const language = languageOf(message.from);
    const text = message.text.trim();
    const [command, argument] = text.split(/\s+/, 2);
    const name = command.split('@')[0];
    if (name === '/start') return this.links.link(manager, chatId, message.from, language, argument ?? '');
    if (name === '/stop' || name === '/unlink') return this.links.stop(manager, chatId, language);
    if (name === '/orders') return this.support.orders(manager, chatId, language);
    if (text.startsWith('/')) return null;
    return this.support.message(manager, chatId, language, text.slice(0, 4096));
  }
}
