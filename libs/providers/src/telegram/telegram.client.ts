import { HttpClient } from '../http/http-client';
import { ProviderError } from '../http/provider-error';
import type {
  TelegramBotInfo,
  TelegramButton,
  TelegramOutgoingMessage,
  TelegramSent,
  TelegramSettings,
} from './telegram.types';

interface BotAnswer {
  ok?: boolean;
  result?: unknown;
  error_code?: number;
  description?: string;
  parameters?: { retry_after?: number };
}

/**
 * A Bot API refusal as a ProviderError. 429 is RATE_LIMITED with `retryAfterSec` from
 * parameters.retry_after (retry after that long, not sooner); 5xx are retryable; a user who blocked
 * the bot (403) or an unknown chat (400 "chat not found") are final for that chat.
 */
export function telegramError(method: string, status: number, answer: BotAnswer | undefined): ProviderError {
  const description = answer?.description ?? `HTTP ${status}`;
  const code = answer?.error_code ?? status;
  const retryAfterSec = answer?.parameters?.retry_after;
  const details = { errorCode: code, description, ...(retryAfterSec !== undefined ? { retryAfterSec } : {}) };
  const named =
    code === 429
      ? 'RATE_LIMITED'
      : code === 401
        ? 'UNAUTHORIZED'
        : code === 403
          ? 'FORBIDDEN'
          : /chat not found/i.test(description)
            ? 'CHAT_NOT_FOUND'
            : code >= 500
              ? 'SERVER_ERROR'
              : 'BAD_REQUEST';
  return new ProviderError('telegram', named, `${method}: ${description}`, code === 429 || code >= 500, {
    httpStatus: status,
    details,
  });
}

const buttonJson = (button: TelegramButton) =>
  'url' in button
    ? { text: button.text, url: button.url }
    : { text: button.text, callback_data: button.callbackData };

/**
 * The only code that calls Telegram's Bot API: POST <baseUrl>/bot<token>/<method> with a JSON body,
 * the answer's `ok` checked. The base URL is a setting (api.telegram.org or apps/sandbox). No retries
 * here: the notifications queue retries, after retry_after when Telegram names one.
 */
export class TelegramClient {
  private readonly http: HttpClient;

  constructor(private readonly settings: TelegramSettings) {
    // No path logging in HttpClient: the path holds the bot token.
    this.http = new HttpClient({
      provider: 'telegram',
      baseUrl: settings.baseUrl,
      timeoutMs: settings.timeoutMs,
    });
  }

  get configured(): boolean {
    return Boolean(this.settings.botToken);
  }

  private async call<T>(method: string, params: Record<string, unknown>): Promise<T> {
    if (!this.settings.botToken)
      throw new ProviderError('telegram', 'NOT_CONFIGURED', `${method}: no bot token is set`, false);
    const started = Date.now();
    try {
      const response = await this.http.request({
        path: `/bot${this.settings.botToken}/${method}`,
        json: params,
      });
      const answer = response.json as BotAnswer | undefined;
      if (response.status !== 200 || !answer?.ok) throw telegramError(method, response.status, answer);
      this.settings.logger?.({ method, ms: Date.now() - started, ok: true });
      return answer.result as T;
    } catch (error) {
      const code = error instanceof ProviderError ? error.code : 'NETWORK';
      this.settings.logger?.({ method, ms: Date.now() - started, ok: false, code });
      throw error;
    }
  }

  async getMe(): Promise<TelegramBotInfo> {
    const me = await this.call<{ id: number; username: string; first_name: string }>('getMe', {});
    return { id: me.id, username: me.username, firstName: me.first_name };
  }

  async sendMessage(message: TelegramOutgoingMessage): Promise<TelegramSent> {
    const sent = await this.call<{ message_id: number; chat: { id: number } }>('sendMessage', {
      chat_id: message.chatId,
      text: message.text,
      ...(message.parseMode ? { parse_mode: message.parseMode } : {}),
      ...(message.buttons?.length
        ? { reply_markup: { inline_keyboard: message.buttons.map((row) => row.map(buttonJson)) } }
        : {}),
      link_preview_options: { is_disabled: true },
    });
    return { messageId: sent.message_id, chatId: sent.chat.id };
  }

  /** Updates go to `url`, each with X-Telegram-Bot-Api-Secret-Token: `secretToken`. */
  async setWebhook(
    url: string,
    secretToken: string,
    allowedUpdates = ['message', 'callback_query'],
  ): Promise<void> {
    await this.call('setWebhook', { url, secret_token: secretToken, allowed_updates: allowedUpdates });
  }

  async deleteWebhook(): Promise<void> {
    await this.call('deleteWebhook', {});
  }

  async answerCallbackQuery(callbackQueryId: string, text?: string): Promise<void> {
    await this.call('answerCallbackQuery', { callback_query_id: callbackQueryId, ...(text ? { text } : {}) });
  }
}
