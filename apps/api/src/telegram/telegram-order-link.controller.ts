import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { TelegramLinkStart, TelegramLinkStatus } from '@app/contracts';
import { GuestOrdersService } from '@app/esims';
import { RescueRenewals } from '@app/renewals';
import { TelegramLinks } from '@app/telegram';
import { RescueParams, RescueQuery } from '../esims/dto/alerts.dto';
import { NoStore } from '../common/no-store';
import { Public } from '../common/policy.decorator';
import { RateLimit } from '../common/rate-limit';
import { HeldOrderDto } from '../orders/dto/guest-orders.dto';
import { deepLink } from './telegram.controller';

/**
 * One order's notices in Telegram without an account, from the order's page: the order link's
 * token decides (404 ORDER_NOT_FOUND when it does not open the order), as for the page itself.
 */
@ApiTags('telegram')
@Public()
@NoStore()
@Controller('orders/telegram')
export class OrderTelegramController {
  constructor(
    private readonly guests: GuestOrdersService,
    private readonly links: TelegramLinks,
  ) {}

  @Post()
  @HttpCode(200)
  @RateLimit('status-read')
  @ApiOperation({ summary: "Whether the order's Telegram is linked (the order link's token decides)" })
  async status(@Body() body: HeldOrderDto): Promise<TelegramLinkStatus> {
    return this.links.orderStatus(await this.orderOf(body));
  }

  @Post('link')
  @HttpCode(200)
  @RateLimit('status-read')
  @ApiOperation({ summary: "The bot's deep link for this order's notices (one-time, 15 minutes)" })
  async link(@Body() body: HeldOrderDto): Promise<TelegramLinkStart> {
    return deepLink(await this.links.startForOrder(await this.orderOf(body)));
  }

  @Post('unlink')
  @HttpCode(200)
  @RateLimit('status-read')
  @ApiOperation({ summary: "Stop this order's notices in Telegram (the chat is told)" })
  async unlink(@Body() body: HeldOrderDto): Promise<TelegramLinkStatus> {
    const orderId = await this.orderOf(body);
    await this.links.unlinkOrder(orderId);
    return this.links.orderStatus(orderId);
  }

  private async orderOf(ref: HeldOrderDto): Promise<string> {
    const orderId = await this.guests.opened(ref);
    if (!orderId) throw new NotFoundException({ message: 'Order Not Found', code: 'ORDER_NOT_FOUND' });
    return orderId;
  }
}

/**
 * The same from an alert's rescue link: the signed token decides (403/410 as for the rescue page),
 * and the chat follows the order of the eSIM it names. The account (if any) is never linked this way.
 */
@ApiTags('telegram')
@Public()
@NoStore()
@Controller('rescue/:esimId/telegram')
export class RescueTelegramController {
  constructor(
    private readonly rescue: RescueRenewals,
    private readonly links: TelegramLinks,
  ) {}

  @Get()
  @RateLimit('status-read')
  @ApiOperation({ summary: "Whether the eSIM's order has its Telegram linked" })
  async status(@Param() params: RescueParams, @Query() query: RescueQuery): Promise<TelegramLinkStatus> {
    return this.links.orderStatus(await this.rescue.orderOf(params.esimId, query.t));
  }

  @Post('link')
  @HttpCode(200)
  @RateLimit('status-read')
  @ApiOperation({ summary: "The bot's deep link for the eSIM's order (one-time, 15 minutes)" })
  async link(@Param() params: RescueParams, @Body() body: RescueQuery): Promise<TelegramLinkStart> {
    return deepLink(await this.links.startForOrder(await this.rescue.orderOf(params.esimId, body.t)));
  }

  @Post('unlink')
  @HttpCode(200)
  @RateLimit('status-read')
  @ApiOperation({ summary: "Stop the eSIM's order's notices in Telegram (the chat is told)" })
  async unlink(@Param() params: RescueParams, @Body() body: RescueQuery): Promise<TelegramLinkStatus> {
    const orderId = await this.rescue.orderOf(params.esimId, body.t);
    await this.links.unlinkOrder(orderId);
    return this.links.orderStatus(orderId);
  }
}
