export { TelegramModule } from './telegram.module';
export { TelegramLinks, LINK_TOKEN_MINUTES, type TelegramUpdate } from './telegram-links';
export { TelegramMessages, type TelegramMessageRequest } from './telegram-messages';
export { TelegramUpdates } from './telegram-updates';
export { CHAT_ORDERS_LISTED } from './telegram-support';
