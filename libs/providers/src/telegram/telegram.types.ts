/** What the shop sends and reads of Telegram's Bot API (https://core.telegram.org/bots/api). */
export interface TelegramSettings {
  /** https://api.telegram.org, or the sandbox's address (requests go to <baseUrl>/bot<token>/<method>). */
  baseUrl: string;
  botToken: string;
  timeoutMs: number;
  /** One line per call: the method, never the token (it is part of the request path). */
  logger?: (line: { method: string; ms: number; ok: boolean; code?: string }) => void;
}

/** An inline keyboard button: opens a URL, or sends callback_data (1–64 bytes) back to the bot. */
export type TelegramButton = { text: string; url: string } | { text: string; callbackData: string };

export interface TelegramOutgoingMessage {
  chatId: number | string;
  /** At most 4096 characters once parsed. */
  text: string;
  parseMode?: 'HTML';
  /** Rows of buttons under the message. */
  buttons?: TelegramButton[][];
}

export interface TelegramSent {
  messageId: number;
  chatId: number;
}

export interface TelegramBotInfo {
  id: number;
  username: string;
  firstName: string;
}
