import { TELEGRAM_SANDBOX_BOT_TOKEN, TELEGRAM_SANDBOX_BOT_USERNAME } from './telegram.behaviour';
import type { TelegramMessageRecord, TelegramUserRecord } from './telegram.store';

/** The bot's numeric id: the part of its token before the colon. */
export const botId = (): number => Number(TELEGRAM_SANDBOX_BOT_TOKEN.split(':')[0]);

/** The bot as a User (getMe, and `from` of its messages). */
export const botUserJson = () => ({
  id: botId(),
  is_bot: true,
  first_name: 'Derleng eSIM (sandbox)',
  username: TELEGRAM_SANDBOX_BOT_USERNAME,
});

/** getMe's answer: the bot's User with the bot-only fields. */
export const getMeJson = () => ({
  ...botUserJson(),
  can_join_groups: false,
  can_read_all_group_messages: false,
  supports_inline_queries: false,
  can_connect_to_business: false,
  has_main_web_app: false,
});

export const userJson = (user: TelegramUserRecord) => ({
  id: user.id,
  is_bot: false,
  first_name: user.firstName,
  ...(user.username ? { username: user.username } : {}),
  ...(user.languageCode ? { language_code: user.languageCode } : {}),
});

/** A private chat (its id is the user's id). */
export const privateChatJson = (user: TelegramUserRecord) => ({
  id: user.id,
  first_name: user.firstName,
  ...(user.username ? { username: user.username } : {}),
  type: 'private',
});

/** A Message as the Bot API shows it (optional fields left out when empty, as Telegram does). */
export function messageJson(user: TelegramUserRecord, message: TelegramMessageRecord) {
  const command = !message.fromBot ? /^\/[A-Za-z0-9_]+(@[A-Za-z0-9_]+)?/.exec(message.text) : null;
  return {
    message_id: message.messageId,
    from: message.fromBot ? botUserJson() : userJson(user),
    chat: privateChatJson(user),
    date: message.date,
    text: message.text,
    ...(command ? { entities: [{ offset: 0, length: command[0].length, type: 'bot_command' }] } : {}),
    ...(message.inlineKeyboard ? { reply_markup: { inline_keyboard: message.inlineKeyboard } } : {}),
  };
}
