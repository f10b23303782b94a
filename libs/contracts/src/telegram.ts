/** GET /api/account/telegram: whether the account's Telegram is linked, and to whom. */
export interface TelegramLinkStatus {
  /** False when the shop has no bot configured: nothing to link. */
  available: boolean;
  linked: boolean;
  /** The Telegram name shown ("Sophea" or "@sophea_k"), when linked. */
  name: string | null;
  linkedAt: string | null;
}

/** POST /api/account/telegram/link: the bot's deep link with a one-time token. */
export interface TelegramLinkStart {
  url: string;
  expiresAt: string;
}
