import { Module } from '@nestjs/common';
import { TelegramBotProvider } from './telegram-bot.provider';
import { TelegramLinks } from './telegram-links';

/** The shop's Telegram bot: the Bot API client and the account links. */
@Module({
  providers: [TelegramBotProvider, TelegramLinks],
  exports: [TelegramBotProvider, TelegramLinks],
})
export class TelegramModule {}
