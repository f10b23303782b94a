import { Controller, Get, Param, Query, UnauthorizedException } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { User } from '@app/accounts';
import { type CustomerOrderView, type OrderStatusSummary } from '@app/contracts';
import { staffMay } from '@app/domain';
import { CustomerOrdersService } from '@app/esims';
import { PaymentStatusService } from '@app/payments';
import { CurrentAuth, CurrentUser } from '../common/current-user.decorator';
import { Public, SignedIn } from '../common/policy.decorator';
import { RateLimit } from '../common/rate-limit';
import type { RequestAuth } from '../common/request-auth';
import { NoStore } from '../common/no-store';
import { OrderDetailQuery, OrdersListQuery } from './dto/orders.dto';

/**
 * The customer's orders. The list and the recent ones are the session's user's only. One order is
 * open to its user, to the holder of its order link (?token=, the guest path) and to admins; anyone
 * else (a cart id proves nothing) gets the same 404 as for a missing order.
 * GET /api/orders?transactionId is the checkout's public poll, answered by libs/payments (one
 * route, one controller).
 */
@ApiTags('orders')
@NoStore()
@Controller('orders')
export class OrdersController {
  constructor(
    private readonly orders: CustomerOrdersService,
    private readonly payments: PaymentStatusService,
  ) {}

  @Get()
  @Public()
  @RateLimit('status-read')
  @ApiOperation({
    summary:
      'The signed-in customer’s orders (newest first); with ?transactionId, that payment’s order status',
  })
  list(
    @CurrentAuth() auth: RequestAuth | undefined,
    @Query() query: OrdersListQuery,
  ): Promise<CustomerOrderView[] | OrderStatusSummary[]> {
    if (query.transactionId) return this.payments.ordersByTransaction(query.transactionId);
    if (!auth) throw new UnauthorizedException({ code: 'UNAUTHENTICATED', message: 'Please sign in' });
    return this.orders.list(auth.user.id);
  }

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
  ): Promise<CustomerOrderView> {
    return this.orders.detail(
      {
        userId: auth?.user.id ?? null,
        isAdmin: auth?.user.role === 'admin' && staffMay(auth.user.staffRole, 'orders.read'),
        token: query.token ?? null,
      },
      ref,
    );
  }
}
