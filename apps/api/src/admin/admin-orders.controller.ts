import { Body, Controller, Get, Header, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { User } from '@app/accounts';
import { AdminOrderBulk, AdminOrders, AdminOrderTimeline, AdminOverviewService } from '@app/admin';
import type {
  AdminOrderDetail,
  AdminOrderRow,
  AdminOverview,
  AdminPage,
  AdminRefundReview,
  AdminRetryResponse,
  OrderBulkReply,
  OrderTimeline,
} from '@app/contracts';
import type { AuditActor } from '@app/audit';
import { Actor } from '../common/audit-actor.decorator';
import { CurrentUser } from '../common/current-user.decorator';
import { AdminOnly, Permission } from '../common/policy.decorator';
import { NoStore } from '../common/no-store';
import { AdminOrdersQuery, OrderBulkDto, OrderNumberParam, RefundReviewDto } from './dto/admin-orders.dto';

@ApiTags('admin')
@AdminOnly()
@Permission('orders.read')
@NoStore()
@Controller('admin')
export class AdminOrdersController {
  constructor(
    private readonly orders: AdminOrders,
    private readonly overviewService: AdminOverviewService,
    private readonly timeline: AdminOrderTimeline,
    private readonly bulk: AdminOrderBulk,
  ) {}

  @Get('overview')
  @ApiOperation({
    summary: 'Counts and revenue (integer cents) by order status, open refunds, recent orders',
  })
  overview(): Promise<AdminOverview> {
    return this.overviewService.overview();
  }

  @Get('orders')
  @ApiOperation({ summary: 'Orders, newest first, paged; filter by status, open refund, search' })
  list(@Query() query: AdminOrdersQuery): Promise<AdminPage<AdminOrderRow>> {
    return this.orders.list(query);
  }

  @Get('orders/export.csv')
  @Permission('data.export')
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="orders.csv"')
  @ApiOperation({ summary: 'The filtered orders list (no paging, newest first) as CSV' })
  exportCsv(@Query() query: AdminOrdersQuery): Promise<string> {
    return this.orders.exportCsv(query);
  }

  @Get('orders/:orderNumber')
  @ApiOperation({ summary: 'One order with its lines, payments, refund reviews, eSIMs and provider lines' })
  detail(@Param() params: OrderNumberParam): Promise<AdminOrderDetail> {
    return this.orders.detail(params.orderNumber);
  }

  @Get('orders/:orderNumber/timeline')
  @ApiOperation({
    summary: 'Everything that happened to the order, oldest first (order_event rows and audit entries)',
  })
  orderTimeline(@Param() params: OrderNumberParam): Promise<OrderTimeline> {
    return this.timeline.read(params.orderNumber);
  }

  @Post('orders/:orderNumber/retry-provisioning')
  @Permission('orders.manage')
  @HttpCode(202)
  @ApiOperation({ summary: 'Re-provision a failed order (ProvisioningRecovery.retry)' })
  retry(@Actor() actor: AuditActor, @Param() params: OrderNumberParam): Promise<AdminRetryResponse> {
    return this.orders.retry(params.orderNumber, actor);
  }

  @Post('orders/bulk/retry-provisioning')
  @Permission('orders.manage')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Retry provisioning of up to 100 orders, each as the single retry; a result per order',
  })
  bulkRetry(@Actor() actor: AuditActor, @Body() body: OrderBulkDto): Promise<OrderBulkReply> {
    return this.bulk.retryProvisioning(body.orderNumbers, actor);
  }

  @Post('orders/bulk/resend-esim-email')
  @Permission('orders.manage')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Send up to 100 orders' eSIM instructions email again (at most once an hour each); a result per order",
  })
  bulkResendEmail(@Actor() actor: AuditActor, @Body() body: OrderBulkDto): Promise<OrderBulkReply> {
    return this.bulk.resendEsimEmail(body.orderNumbers, actor);
  }

  @Post('payments/:id/refund-review')
  @Permission('orders.refund')
  @ApiOperation({ summary: 'Record, once, that flagged money was refunded or reviewed (who, when, note)' })
  async refundReview(
    @CurrentUser() admin: User,
    @Actor() actor: AuditActor,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: RefundReviewDto,
  ): Promise<AdminRefundReview> {
    const review = await this.orders.reviewRefund(
      { paymentId: id, outcome: body.outcome, note: body.note },
      actor,
    );
    return {
      outcome: review.outcome,
      note: review.note,
      reviewedBy: review.reviewedBy,
      reviewedByName: admin.fullName,
      reviewedAt: review.reviewedAt.toISOString(),
    };
  }
}
