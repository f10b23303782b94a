import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { TelegramLinkStart, TelegramLinkStatus } from '@app/contracts';
import { AppConfig } from '@app/core';
import type { Language } from '@app/i18n';
import { TelegramMessages } from './telegram-messages';
import { botSays, type TelegramReply } from './telegram-reply';

/** How long a link token works after the customer pressed "Link Telegram". */
export const LINK_TOKEN_MINUTES = 15;

const hash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export interface TelegramFrom {
  id: number;
  first_name?: string;
  username?: string;
  language_code?: string;
}

/** The part of a Telegram update the bot reads (a private message). */
export interface TelegramUpdate {
  update_id: number;
  message?: { chat: { id: number; type: string }; from?: TelegramFrom; text?: string };
}

/** The rows of an UPDATE or DELETE … RETURNING (TypeORM answers them as [rows, count]). */
export const returned = <T>(result: unknown): T[] =>
  (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result) as T[];

/** The Telegram user's language: Khmer when their Telegram speaks Khmer, else English. */
export const languageOf = (from: TelegramFrom | undefined): Language =>
  from?.language_code === 'km' ? 'km' : 'en';

/**
 * Telegram linked to an account: Settings asks for a deep link (`<t.me>/<bot>?start=<token>`, the
 * token one-time, 15 minutes, stored as its SHA-256); the bot's `/start <token>` links the chat
 * (one chat per account, one account per chat); unlink from Settings or with `/stop` in the chat.
 * Or linked to one order, from its page or an alert's rescue link (no account needed): that
 * order's notices go to the chat when its account (if any) has no chat of its own.
 * The bot's answers are queued messages (TelegramMessages), never sent inline.
 */
@Injectable()
export class TelegramLinks {
  private readonly logger = new Logger(TelegramLinks.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly messages: TelegramMessages,
  ) {}

  get available(): boolean {
    return Boolean(this.config.telegram.botToken && this.config.telegram.botUsername);
  }

  async status(userId: string): Promise<TelegramLinkStatus> {
    return this.statusOf('telegram_link', 'user_id', userId);
  }

  /** An order's own chat (a guest's, or whoever holds the order's link or a rescue link of its eSIM). */
  async orderStatus(orderId: string): Promise<TelegramLinkStatus> {
    return this.statusOf('telegram_order_link', 'order_id', orderId);
  }

  private async statusOf(
    table: 'telegram_link' | 'telegram_order_link',
    column: 'user_id' | 'order_id',
    id: string,
  ): Promise<TelegramLinkStatus> {
    const [row] = (await this.dataSource.query(
      `SELECT telegram_username, first_name, linked_at FROM ${table} WHERE ${column} = $1`,
      [id],
    )) as { telegram_username: string | null; first_name: string; linked_at: Date }[];
    return {
      available: this.available,
      linked: Boolean(row),
      name: row ? (row.telegram_username ? `@${row.telegram_username}` : row.first_name) : null,
      linkedAt: row ? new Date(row.linked_at).toISOString() : null,
    };
  }

  /** A fresh one-time deep link (earlier unused tokens of the account stop working). */
  async start(userId: string): Promise<TelegramLinkStart | null> {
    return this.issue('user_id', userId);
  }

  /** The same for one order: the chat then gets that order's notices. */
  async startForOrder(orderId: string): Promise<TelegramLinkStart | null> {
    return this.issue('order_id', orderId);
  }

  private async issue(column: 'user_id' | 'order_id', id: string): Promise<TelegramLinkStart | null> {
    if (!this.available) return null;
    const token = randomBytes(24).toString('base64url');
    const expiresAt = new Date(Date.now() + LINK_TOKEN_MINUTES * 60_000);
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`DELETE FROM telegram_link_token WHERE ${column} = $1`, [id]);
      await manager.query(
        `INSERT INTO telegram_link_token (token_hash, ${column}, expires_at) VALUES ($1, $2, $3)`,
        [hash(token), id, expiresAt],
      );
    });
    const base = this.config.telegram.linkBaseUrl.replace(/\/+$/, '');
    return {
      url: `${base}/${this.config.telegram.botUsername}?start=${token}`,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /** Unlinked from Settings: the chat is told (a message that cannot be queued does not keep the link). */
  async unlink(userId: string): Promise<void> {
    const [row] = returned<{ chat_id: string; language: Language }>(
      await this.dataSource.query(
        'DELETE FROM telegram_link WHERE user_id = $1 RETURNING chat_id, language',
        [userId],
      ),
    );
    if (row) await this.tell(row, 'unlinked', {});
  }

  /** Unlinked from the order's page: the chat is told. */
  async unlinkOrder(orderId: string): Promise<void> {
    const [row] = returned<{ chat_id: string; language: Language; order_number: string }>(
      await this.dataSource.query(
        `DELETE FROM telegram_order_link l USING orders o WHERE l.order_id = $1 AND o.id = l.order_id
         RETURNING l.chat_id, l.language, o.order_number`,
        [orderId],
      ),
    );
    if (row) await this.tell(row, 'unlinkedOrder', { orderNumber: row.order_number });
  }

  private async tell(
    row: { chat_id: string; language: Language },
    key: 'unlinked' | 'unlinkedOrder',
    values: Record<string, string>,
  ): Promise<void> {
    const reply = botSays(Number(row.chat_id), row.language, key, values);
    try {
      await this.messages.send({ dedupeKey: `${key}:${row.chat_id}:${randomUUID()}`, ...reply });
    } catch (error) {
      this.logger.warn(`telegram reply ${key} not queued: ${(error as Error).message}`);
    }
  }

  /** `/stop` in the chat: the link to the account and to every order it followed ends. */
  async stop(manager: EntityManager, chatId: number, language: Language): Promise<TelegramReply> {
    const removed = returned<{ user_id: string }>(
      await manager.query('DELETE FROM telegram_link WHERE chat_id = $1 RETURNING user_id', [chatId]),
    );
    const orders = returned<{ order_id: string }>(
      await manager.query('DELETE FROM telegram_order_link WHERE chat_id = $1 RETURNING order_id', [chatId]),
    );
    if (removed.length) return botSays(chatId, language, 'unlinked');
    return botSays(chatId, language, orders.length ? 'stoppedOrders' : 'notLinked');
  }

  /** `/start <token>`: claims the token and links the chat (one chat per account, one account per chat). */
  async link(
    manager: EntityManager,
    chatId: number,
    from: TelegramFrom | undefined,
    language: Language,
    token: string,
  ): Promise<TelegramReply> {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(token)) return botSays(chatId, language, 'linkInvalid');
    const [claimed] = returned<{
      user_id: string | null;
      order_id: string | null;
      order_number: string | null;
    }>(
      await manager.query(
        `UPDATE telegram_link_token t SET used_at = now()
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
          RETURNING t.user_id, t.order_id,
            (SELECT order_number FROM orders WHERE id = t.order_id) AS order_number`,
        [hash(token)],
      ),
    );
    if (!claimed) return botSays(chatId, language, 'linkInvalid');
    const who = [from?.username ?? null, (from?.first_name ?? 'Telegram').slice(0, 64), language];
    if (claimed.order_id) {
      // An order follows one chat (the latest linked); a chat may follow several orders.
      await manager.query(
        `INSERT INTO telegram_order_link (order_id, chat_id, telegram_username, first_name, language)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (order_id) DO UPDATE SET chat_id = EXCLUDED.chat_id,
           telegram_username = EXCLUDED.telegram_username, first_name = EXCLUDED.first_name,
           language = EXCLUDED.language, linked_at = now()`,
        [claimed.order_id, chatId, ...who],
      );
      return botSays(chatId, language, 'linkedOrder', {
        name: from?.first_name ?? '',
        orderNumber: claimed.order_number ?? '',
      });
    }
    // One chat per account and one account per chat: the chat leaves any other account.
    await manager.query('DELETE FROM telegram_link WHERE chat_id = $1 OR user_id = $2', [
      chatId,
      claimed.user_id,
    ]);
    await manager.query(
      `INSERT INTO telegram_link (user_id, chat_id, telegram_username, first_name, language)
       VALUES ($1, $2, $3, $4, $5)`,
      [claimed.user_id, chatId, ...who],
    );
    return botSays(chatId, language, 'linked', { name: from?.first_name ?? '' });
  }
}
