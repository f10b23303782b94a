import type { SandboxContext } from '../context';
import { getTelegramBehaviour } from './telegram.behaviour';
import { BadRequest, botError, ok, type BotAnswer } from './telegram.errors';
import { getMeJson, messageJson } from './telegram.objects';
import type { InlineButton, TelegramStore } from './telegram.store';
import type { TelegramUpdates } from './telegram.updates';

/** Everything the Telegram handlers share. */
export interface TelegramSandbox {
  ctx: SandboxContext;
  store: TelegramStore;
  updates: TelegramUpdates;
}

export type BotParams = Record<string, unknown>;

const MAX_TEXT = 4096;
const nowSec = (): number => Math.floor(Date.now() / 1000);

const text = (params: BotParams, name: string): string | undefined => {
  const value = params[name];
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : String(value);
};

/** A JSON-serialized object parameter (form and query strings carry it as a JSON string). */
function jsonParam(params: BotParams, name: string, what: string): unknown {
  const value = params[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw new BadRequest(what);
  }
}

/** The text a parse mode shows (HTML tags and entities read, Markdown marks kept as they are). */
function shownText(raw: string, parseMode: string | null): string {
  if (parseMode !== 'HTML') return raw;
  if (/<(?!\/?(b|strong|i|em|u|ins|s|strike|del|a|code|pre|tg-spoiler|span|blockquote)\b)[^>]*>/i.test(raw))
    throw new BadRequest("can't parse entities: Unsupported start tag");
  return raw
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** reply_markup.inline_keyboard: rows of buttons, each with text and exactly one of url / callback_data. */
function inlineKeyboard(params: BotParams): InlineButton[][] | null {
  const markup = jsonParam(params, 'reply_markup', "can't parse reply keyboard markup JSON object");
  if (markup === undefined) return null;
  const rows = (markup as { inline_keyboard?: unknown }).inline_keyboard;
  if (!Array.isArray(rows) || rows.some((row) => !Array.isArray(row)))
    throw new BadRequest('field "inline_keyboard" of the InlineKeyboardMarkup must be an Array');
  return rows.map((row: unknown[]) =>
    row.map((button) => {
      const { text: label, url, callback_data: data } = (button ?? {}) as Record<string, unknown>;
      if (typeof label !== 'string' || label === '')
        throw new BadRequest('text buttons are unallowed in the inline keyboard');
      if (url !== undefined) {
        if (typeof url !== 'string' || !/^(https?|tg):\/\/\S+$/.test(url))
          throw new BadRequest(`inline keyboard button URL '${String(url)}' is invalid: Wrong HTTP URL`);
        return { text: label, url };
      }
      if (typeof data !== 'string' || Buffer.byteLength(data) < 1 || Buffer.byteLength(data) > 64)
        throw new BadRequest('BUTTON_DATA_INVALID');
      return { text: label, callback_data: data };
    }),
  );
}

export function getMe(): BotAnswer {
  return ok(getMeJson());
}

/** sendMessage {chat_id, text, parse_mode?, reply_markup?}: to a private chat the sandbox's user opened. */
export function sendMessage(sandbox: TelegramSandbox, params: BotParams): BotAnswer {
  const chatParam = text(params, 'chat_id');
  if (!chatParam) throw new BadRequest('chat_id is empty');
  const raw = text(params, 'text') ?? '';
  const parseMode = text(params, 'parse_mode') ?? null;
  if (parseMode && !['HTML', 'Markdown', 'MarkdownV2'].includes(parseMode))
    throw new BadRequest(`unsupported parse_mode`);
  const keyboard = inlineKeyboard(params);
  const user = /^-?\d+$/.test(chatParam)
    ? sandbox.store.users.get(Number(chatParam))
    : [...sandbox.store.users.values()].find((candidate) => `@${candidate.username}` === chatParam);
  if (!user) throw new BadRequest('chat not found');
  const shown = shownText(raw, parseMode);
  if (shown.trim() === '') throw new BadRequest('message text is empty');
  if (shown.length > MAX_TEXT) throw new BadRequest('message is too long');
  if (getTelegramBehaviour(sandbox.ctx).blockedChats.includes(user.id))
    return botError(403, 'Forbidden: bot was blocked by the user');
  const message = {
    messageId: sandbox.store.newMessageId(),
    fromBot: true,
    date: nowSec(),
    text: shown,
    parseMode,
    inlineKeyboard: keyboard,
  };
  sandbox.store.messages(user.id).push(message);
  return ok(messageJson(user, message));
}

/** setWebhook {url, secret_token?, allowed_updates?, drop_pending_updates?}; an empty url removes it. */
export function setWebhook(sandbox: TelegramSandbox, params: BotParams): BotAnswer {
  const url = text(params, 'url') ?? '';
  if (url === '') return deleteWebhook(sandbox, params);
  if (!/^https?:\/\/[^\s/]+/.test(url))
    throw new BadRequest('bad webhook: Failed to resolve host: Name or service not known');
  const secretToken = text(params, 'secret_token') ?? null;
  if (secretToken !== null && !/^[A-Za-z0-9_-]{1,256}$/.test(secretToken))
    throw new BadRequest('secret token contains unallowed characters');
  const allowed = jsonParam(params, 'allowed_updates', "can't parse allowed updates JSON object");
  if (allowed !== undefined && (!Array.isArray(allowed) || allowed.some((item) => typeof item !== 'string')))
    throw new BadRequest("can't parse allowed updates JSON object");
  if (text(params, 'drop_pending_updates') === 'true') sandbox.store.pending.length = 0;
  sandbox.store.webhook = {
    url,
    secretToken,
    allowedUpdates: (allowed as string[] | undefined) ?? [],
    lastErrorDate: null,
    lastErrorMessage: null,
  };
  void sandbox.updates.flush(); // its deliveries record their own failures
  return ok(true, 'Webhook was set');
}

export function deleteWebhook(sandbox: TelegramSandbox, params: BotParams): BotAnswer {
  if (text(params, 'drop_pending_updates') === 'true') sandbox.store.pending.length = 0;
  const had = sandbox.store.webhook !== null;
  sandbox.store.webhook = null;
  return ok(true, had ? 'Webhook was deleted' : 'Webhook is already deleted');
}

export function getWebhookInfo(sandbox: TelegramSandbox): BotAnswer {
  const hook = sandbox.store.webhook;
  return ok({
    url: hook?.url ?? '',
    has_custom_certificate: false,
    pending_update_count: sandbox.store.pending.length,
    ...(hook?.lastErrorDate
      ? { last_error_date: hook.lastErrorDate, last_error_message: hook.lastErrorMessage }
      : {}),
    ...(hook ? { max_connections: 40 } : {}),
    ...(hook?.allowedUpdates.length ? { allowed_updates: hook.allowedUpdates } : {}),
  });
}

/** getUpdates: the waiting updates (refused while a webhook is set, as Telegram does). */
export function getUpdates(sandbox: TelegramSandbox, params: BotParams): BotAnswer {
  if (sandbox.store.webhook)
    return botError(
      409,
      "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
    );
  const offset = Number(text(params, 'offset') ?? 0);
  const pending = sandbox.store.pending;
  if (offset) while (pending.length && (pending[0].update_id as number) < offset) pending.shift();
  return ok(pending.slice(0, 100));
}

/** answerCallbackQuery {callback_query_id, text?}: the button's spinner stops (the sandbox records the text). */
export function answerCallbackQuery(sandbox: TelegramSandbox, params: BotParams): BotAnswer {
  const id = text(params, 'callback_query_id');
  if (!id || !sandbox.updates.openCallbacks.delete(id))
    throw new BadRequest('query is too old and response timeout expired or query ID is invalid');
  return ok(true);
}
