import { Body, Controller, HttpCode, NotFoundException, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { User } from '@app/accounts';
import type { ClaimGuestOrdersReply, CustomerOrderView, OrderLinkEmailReply } from '@app/contracts';
import { GuestOrdersService } from '@app/esims';
import { CurrentUser } from '../common/current-user.decorator';
import { Public, SignedIn } from '../common/policy.decorator';
import { RateLimit } from '../common/rate-limit';
import { EmailOrderLinkDto, FindOrderDto, HeldOrdersDto } from './dto/guest-orders.dto';

/** Find my order's one answer, whether or not the order number and contact matched. */
export const FIND_ORDER_MESSAGE =
  'If the order number and the email or phone match an order, we have sent its link to the order’s email address.';

/**
 * Guest orders, opened by their order link's token only: the orders this browser holds links for,
 * claiming them after signing in, Find my order and "Email me this link" (docs/esims.md "Guest access").
 */
@ApiTags('orders')
@Controller('orders')
export class GuestOrdersController {
  constructor(private readonly guests: GuestOrdersService) {}

  @Post('held')
  @HttpCode(200)
  @Public()
  @RateLimit('status-read')
  @ApiOperation({ summary: 'The orders (with eSIMs) whose order links this browser holds; others left out' })
  held(@Body() body: HeldOrdersDto): Promise<CustomerOrderView[]> {
    return this.guests.held(body.orders);
  }

  @Post('claim')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({
    summary: 'Move the guest orders whose links this browser holds into the signed-in account',
  })
  claim(@CurrentUser() user: User, @Body() body: HeldOrdersDto): Promise<ClaimGuestOrdersReply> {
    return this.guests.claim(user.id, body.orders);
  }

  @Post('find')
  @HttpCode(202)
  @Public()
  @RateLimit('order-link-email')
  @ApiOperation({ summary: 'Find my order: the link goes to the order’s email; the same answer either way' })
  async find(@Body() body: FindOrderDto): Promise<OrderLinkEmailReply> {
    await this.guests.find(body.orderNumber, body.contact);
    return { success: true, message: FIND_ORDER_MESSAGE };
  }

  @Post('email-link')
  @HttpCode(202)
  @Public()
  @RateLimit('order-link-email')
  @ApiOperation({
    summary: 'Email me this link: the order link to an address (kept on an order without one)',
  })
  async emailLink(@Body() body: EmailOrderLinkDto): Promise<OrderLinkEmailReply> {
    const sent = await this.guests.emailLink(
      { orderNumber: body.orderNumber, token: body.token },
      body.email,
    );
    if (!sent) throw new NotFoundException({ message: 'Order Not Found', code: 'ORDER_NOT_FOUND' });
    return { success: true, message: `We have sent the link to ${body.email.trim().toLowerCase()}.` };
  }
}
