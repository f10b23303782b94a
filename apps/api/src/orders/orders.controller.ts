import { Controller, Get, Headers, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { User } from '@app/accounts';
import { SESSION_ID_PATTERN, type CustomerOrderView } from '@app/contracts';
import { CustomerOrdersService } from '@app/esims';
import { CurrentAuth, CurrentUser } from '../common/current-user.decorator';
import { Public, SignedIn } from '../common/policy.decorator';
import type { RequestAuth } from '../common/request-auth';
import { OrderDetailQuery } from './dto/orders.dto';

/**
 * The customer's orders. The list and the recent ones are the session's user's only. One order is
 * open to its user, to the browser session that placed it, to the holder of its order link
 * (?token=, the guest path) and to admins; anyone else gets the same 404 as for a missing order.
 */
@ApiTags('orders')
@Controller('orders')
export class OrdersController {
  constructor(private readonly orders: CustomerOrdersService) {}

  @Get('recent')
  @SignedIn()
  @ApiOperation({ summary: 'The caller’s five most recent orders' })
  recent(@CurrentUser() user: User): Promise<CustomerOrderView[]> {
    return this.orders.recent(user.id);
  }

  @Get(':ref')
  @Public()
  @ApiNotFoundResponse({ description: 'No such order, or not the caller’s' })
  @ApiOperation({ summary: 'One order by id or order number, with its eSIMs' })
  detail(
    @CurrentAuth() auth: RequestAuth | undefined,
    @Param('ref') ref: string,
    @Query() query: OrderDetailQuery,
    @Headers('x-session-id') sessionId: string | undefined,
  ): Promise<CustomerOrderView> {
    return this.orders.detail(
      {
        userId: auth?.user.id ?? null,
        isAdmin: auth?.user.role === 'admin',
        sessionId: sessionId && SESSION_ID_PATTERN.test(sessionId) ? sessionId : null,
        token: query.token ?? null,
      },
      ref,
    );
  }
}
