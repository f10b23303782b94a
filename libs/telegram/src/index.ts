export { TelegramModule } from './telegram.module';
export { TelegramLinks, LINK_TOKEN_MINUTES, type TelegramUpdate } from './telegram-links';
