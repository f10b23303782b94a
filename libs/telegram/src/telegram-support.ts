import { Injectable } from '@nestjs/common';
import { formatUsd, type OrderStatus } from '@app/domain';
import { formatDate, resources, telegramTexts, type Language } from '@app/i18n';
import { ContactService } from '@app/notifications';
import { EntityManager } from 'typeorm';
import { botSays, fill, type TelegramReply } from './telegram-reply';

/** How many orders `/orders` lists (the most recent). */
export const CHAT_ORDERS_LISTED = 5;

interface LinkedAccount {
  user_id: string;
  email: string;
  full_name: string;
  phone: string | null;
}

/**
 * Support from the chat of a linked account: `/orders` lists its recent orders with their state;
 * any other text is a contact message in the support inbox (the agents' replies come back to the
 * chat). An unlinked chat is told to link first.
 */
@Injectable()
export class TelegramSupport {
  constructor(private readonly contact: ContactService) {}

  async orders(manager: EntityManager, chatId: number, language: Language): Promise<TelegramReply> {
    const account = await this.accountOf(manager, chatId);
    if (!account) return botSays(chatId, language, 'notLinked');
    const rows = (await manager.query(
      `SELECT order_number, status, total_cents, created_at FROM orders
        WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2`,
      [account.user_id, CHAT_ORDERS_LISTED],
    )) as { order_number: string; status: OrderStatus; total_cents: number; created_at: Date }[];
    const t = telegramTexts[language].orders;
    const status = resources[language].translation.orders.status;
    const text = rows.length
      ? [
          t.title,
          ...rows.map((row) =>
            fill(t.line, {
              orderNumber: row.order_number,
              date: formatDate(row.created_at, language),
              amount: formatUsd(row.total_cents),
              status: status[row.status] ?? row.status,
            }),
          ),
        ].join('\n')
      : t.none;
    return { chatId, language, text };
  }

  async message(
    manager: EntityManager,
    chatId: number,
    language: Language,
    text: string,
  ): Promise<TelegramReply> {
    const account = await this.accountOf(manager, chatId);
    if (!account) return botSays(chatId, language, 'notLinked');
    await this.contact.fromChat(manager, {
      chatId,
      userId: account.user_id,
      name: account.full_name,
      email: account.email,
      phone: account.phone,
      language,
      message: text,
    });
    return { chatId, language, text: telegramTexts[language].support.received };
  }

  private async accountOf(manager: EntityManager, chatId: number): Promise<LinkedAccount | null> {
    const [row] = (await manager.query(
      `SELECT u.id AS user_id, u.email, u.full_name, u.phone FROM telegram_link l
         JOIN app_user u ON u.id = l.user_id WHERE l.chat_id = $1`,
      [chatId],
    )) as LinkedAccount[];
    return row ?? null;
  }
}
