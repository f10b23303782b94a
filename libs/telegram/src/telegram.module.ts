import { Module } from '@nestjs/common';
import { NotificationsModule } from '@app/notifications';
import { TelegramBotProvider } from './telegram-bot.provider';
import { TelegramLinks } from './telegram-links';
import { TelegramMessages } from './telegram-messages';
import { TelegramSupport } from './telegram-support';
import { TelegramUpdates } from './telegram-updates';
import { TelegramJobs } from './telegram.jobs';

/** The shop's Telegram bot: the Bot API client, the account links, updates, support, and its messages. */
@Module({
  imports: [NotificationsModule],
  providers: [
    TelegramBotProvider,
    TelegramLinks,
    TelegramMessages,
    TelegramSupport,
    TelegramUpdates,
    TelegramJobs,
  ],
  exports: [TelegramBotProvider, TelegramLinks, TelegramMessages, TelegramUpdates],
})
export class TelegramModule {}
