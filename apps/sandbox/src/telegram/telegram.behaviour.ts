import type { SandboxContext } from '../context';
import { applyKnobPatch } from '../kit/knob-patch';

/** The sandbox bot's token (TELEGRAM_SANDBOX_BOT_TOKEN overrides it): `<bot id>:<secret>` as BotFather issues. */
export const TELEGRAM_SANDBOX_BOT_TOKEN =
  process.env.TELEGRAM_SANDBOX_BOT_TOKEN || '7000000001:AAH-derleng-sandbox-bot-token-000000';
/** The bot's username, as getMe answers it (deep links: https://t.me/<username>?start=<payload>). */
export const TELEGRAM_SANDBOX_BOT_USERNAME = process.env.TELEGRAM_SANDBOX_BOT_USERNAME || 'DerlengSandboxBot';

/*
 * Telegram sandbox knobs (PUT /__control/telegram). Every Bot API method counts as one call.
 */
export interface TelegramBehaviour {
  /** The next N Bot API calls answer 500 {ok:false, error_code:500, description:"Internal Server Error"}. */
  failNext: number;
  /** The next N Bot API calls answer 429 "Too Many Requests: retry after <retryAfterSec>". */
  rateLimitNext: number;
  /** parameters.retry_after of a 429, in seconds. */
  retryAfterSec: number;
  /** Private chats whose user has blocked the bot: sendMessage answers 403. */
  blockedChats: number[];
  /** Webhook deliveries wait this long (ms). */
  webhookDelayMs: number;
}

export const defaultTelegramBehaviour = (): TelegramBehaviour => ({
  failNext: 0,
  rateLimitNext: 0,
  retryAfterSec: 1,
  blockedChats: [],
  webhookDelayMs: 0,
});

const behaviours = new WeakMap<SandboxContext, TelegramBehaviour>();

export function getTelegramBehaviour(ctx: SandboxContext): TelegramBehaviour {
  let behaviour = behaviours.get(ctx);
  if (!behaviour) {
    behaviour = defaultTelegramBehaviour();
    behaviours.set(ctx, behaviour);
  }
  return behaviour;
}

/** Checks the patch on a copy (unknown keys or wrong types throw KnobPatchError), then applies it. */
export function configureTelegram(ctx: SandboxContext, patch: Partial<TelegramBehaviour>): TelegramBehaviour {
  const live = getTelegramBehaviour(ctx);
  const next = structuredClone(live);
  applyKnobPatch(next, patch);
  return Object.assign(live, next);
}

export const resetTelegram = (ctx: SandboxContext): TelegramBehaviour =>
  Object.assign(getTelegramBehaviour(ctx), defaultTelegramBehaviour());
