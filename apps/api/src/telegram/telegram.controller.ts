import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Post,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { User } from '@app/accounts';
import type { TelegramLinkStart, TelegramLinkStatus } from '@app/contracts';
import { AppConfig } from '@app/core';
import { telegramSecretMatches } from '@app/providers';
import { TelegramLinks, TelegramUpdates, type TelegramUpdate } from '@app/telegram';
import { CsrfExempt } from '../common/csrf';
import { CurrentUser } from '../common/current-user.decorator';
import { NoStore } from '../common/no-store';
import { Public, SignedIn } from '../common/policy.decorator';

/** A deep link, or 503 TELEGRAM_UNAVAILABLE when the shop has no bot configured. */
export function deepLink(started: TelegramLinkStart | null): TelegramLinkStart {
  if (!started)
    throw new ServiceUnavailableException({
      code: 'TELEGRAM_UNAVAILABLE',
      message: 'Telegram is not configured',
    });
  return started;
}

/** Settings: the signed-in customer's Telegram link (status, a fresh deep link, unlink). */
@ApiTags('telegram')
@SignedIn()
@NoStore()
@Controller('account/telegram')
export class TelegramLinkController {
  constructor(private readonly links: TelegramLinks) {}

  @Get()
  @ApiOperation({ summary: "Whether the account's Telegram is linked, and to whom" })
  status(@CurrentUser() user: User): Promise<TelegramLinkStatus> {
    return this.links.status(user.id);
  }

  @Post('link')
  @HttpCode(200)
  @ApiOperation({ summary: "The bot's deep link with a one-time token (15 minutes)" })
  async link(@CurrentUser() user: User): Promise<TelegramLinkStart> {
    return deepLink(await this.links.start(user.id));
  }

  @Delete()
  @HttpCode(200)
  @ApiOperation({ summary: 'Unlink Telegram (the chat is told)' })
  async unlink(@CurrentUser() user: User): Promise<TelegramLinkStatus> {
    await this.links.unlink(user.id);
    return this.links.status(user.id);
  }
}

/** Telegram's webhook: refused without our X-Telegram-Bot-Api-Secret-Token; an update is kept and handled by a job. */
@ApiTags('telegram')
@Public()
@NoStore()
@Controller('telegram')
export class TelegramWebhookController {
  constructor(
    private readonly updates: TelegramUpdates,
    private readonly config: AppConfig,
  ) {}

  @Post('webhook')
  @CsrfExempt()
  @HttpCode(200)
  @ApiOperation({ summary: 'Telegram webhook (updates from the bot’s chats)' })
  async webhook(
    @Headers('x-telegram-bot-api-secret-token') secret: string | undefined,
    @Body() update: unknown,
  ): Promise<{ ok: true }> {
    if (!telegramSecretMatches(secret, this.config.telegram.webhookSecret))
      throw new UnauthorizedException({
        code: 'TELEGRAM_SECRET_INVALID',
        message: 'X-Telegram-Bot-Api-Secret-Token is missing or wrong',
      });
    if (update && typeof update === 'object' && Number.isSafeInteger((update as TelegramUpdate).update_id))
      await this.updates.receive(update as TelegramUpdate);
    return { ok: true };
  }
}
