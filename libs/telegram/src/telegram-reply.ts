import { telegramTexts, type Language } from '@app/i18n';

/** A message the bot answers an update with (queued in the update's transaction). */
export interface TelegramReply {
  chatId: number;
  language: Language;
  text: string;
}

export const fill = (text: string, values: Record<string, string>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (slot, name: string) => values[name] ?? slot);

/** One of the bot's short answers, in the chat's language. */
export const botSays = (
  chatId: number,
  language: Language,
  key: keyof (typeof telegramTexts)['en']['bot'],
  values: Record<string, string> = {},
): TelegramReply => ({ chatId, language, text: fill(telegramTexts[language].bot[key], values) });
