export { registerTelegram, getTelegramSandbox, SECRET_TOKEN_HEADER } from './telegram.routes';
export {
  configureTelegram,
  getTelegramBehaviour,
  resetTelegram,
  TELEGRAM_SANDBOX_BOT_TOKEN,
  TELEGRAM_SANDBOX_BOT_USERNAME,
  type TelegramBehaviour,
} from './telegram.behaviour';
export { getTelegramStore } from './telegram.store';
