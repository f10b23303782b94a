import type { SandboxContext } from '../context';

/** A Telegram user the sandbox plays (the other side of a private chat; chat id = user id). */
export interface TelegramUserRecord {
  id: number;
  firstName: string;
  username: string | null;
  languageCode: string | null;
}

export interface InlineButton {
  text: string;
  url?: string;
  callback_data?: string;
}

/** One message of a chat, either way. */
export interface TelegramMessageRecord {
  messageId: number;
  fromBot: boolean;
  date: number;
  text: string;
  parseMode: string | null;
  inlineKeyboard: InlineButton[][] | null;
}

export interface TelegramWebhook {
  url: string;
  secretToken: string | null;
  allowedUpdates: string[];
  lastErrorDate: number | null;
  lastErrorMessage: string | null;
}

/** One webhook delivery (GET /__telegram/deliveries). */
export interface TelegramDelivery {
  updateId: number;
  url: string;
  at: number;
  httpStatus?: number;
  error?: string;
}

/** The Telegram sandbox's state, in memory (a chat is a conversation, not money: nothing to keep). */
export class TelegramStore {
  readonly users = new Map<number, TelegramUserRecord>();
  readonly chats = new Map<number, TelegramMessageRecord[]>();
  webhook: TelegramWebhook | null = null;
  /** Updates waiting for getUpdates while no webhook is set. */
  readonly pending: Record<string, unknown>[] = [];
  readonly deliveries: TelegramDelivery[] = [];
  nextUpdateId = 100000001;
  private nextUserId = 500000001;
  private nextMessageId = 1;

  newUserId(): number {
    this.nextUserId += 1;
    return this.nextUserId;
  }

  /** Message ids count up per bot in the sandbox (Telegram counts per chat; either way unique in a chat). */
  newMessageId(): number {
    const id = this.nextMessageId;
    this.nextMessageId += 1;
    return id;
  }

  messages(chatId: number): TelegramMessageRecord[] {
    let list = this.chats.get(chatId);
    if (!list) {
      list = [];
      this.chats.set(chatId, list);
    }
    return list;
  }

  reset(): void {
    this.users.clear();
    this.chats.clear();
    this.webhook = null;
    this.pending.length = 0;
    this.deliveries.length = 0;
  }
}

const stores = new WeakMap<SandboxContext, TelegramStore>();

export function getTelegramStore(ctx: SandboxContext): TelegramStore {
  let store = stores.get(ctx);
  if (!store) {
    store = new TelegramStore();
    stores.set(ctx, store);
  }
  return store;
}
