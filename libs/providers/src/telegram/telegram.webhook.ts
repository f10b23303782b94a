import { createHash, timingSafeEqual } from 'node:crypto';

/** The header Telegram sends with every update when setWebhook named a secret_token. */
export const TELEGRAM_SECRET_HEADER = 'x-telegram-bot-api-secret-token';

/**
 * An update is Telegram's when its X-Telegram-Bot-Api-Secret-Token equals our webhook secret
 * (compared in constant time; no secret configured or no header: refused).
 */
export function telegramSecretMatches(
  header: string | string[] | undefined,
  secret: string | undefined,
): boolean {
  if (!secret || typeof header !== 'string' || header === '') return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(header), digest(secret));
}
