import { AppConfig } from '@app/core';
import { TelegramClient } from '@app/providers';

/** The shop bot's Bot API client, from the settings (TELEGRAM_BASE_URL, TELEGRAM_BOT_TOKEN). */
export const TelegramBotProvider = {
  provide: TelegramClient,
  inject: [AppConfig],
  useFactory: (config: AppConfig) =>
    new TelegramClient({
      baseUrl: config.telegram.baseUrl,
      botToken: config.telegram.botToken ?? '',
      timeoutMs: config.providerTimeoutMs,
    }),
};
