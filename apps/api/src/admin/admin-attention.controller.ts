import { Body, Controller, Get, Param, ParseUUIDPipe, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DeliverySettings, NeedsAttention } from '@app/admin';
import type {
  AdminAttentionView,
  AdminDeliverySettings,
  AdminRefundResponse,
  AttentionOrderRow,
} from '@app/contracts';
import type { AuditActor } from '@app/audit';
import { Actor } from '../common/audit-actor.decorator';
import { RecentMfa } from '../common/mfa.decorator';
import { AdminOnly, Permission } from '../common/policy.decorator';
import { AttentionQuery, DeliverySettingsDto, MarkHandledDto } from './dto/admin-attention.dto';
import { OrderNumberParam } from './dto/admin-orders.dto';

/** The Needs attention view: paid orders not delivered, their refund and Mark handled, flagged payments' refunds. */
@ApiTags('admin')
@AdminOnly()
@Permission('orders.read')
@Controller('admin')
export class AdminAttentionController {
  constructor(
    private readonly attention: NeedsAttention,
    private readonly settings: DeliverySettings,
  ) {}

  @Get('needs-attention')
  @ApiOperation({
    summary: 'Paid orders not delivered within the SLA (or escalated), and payments to refund',
  })
  view(@Query() query: AttentionQuery): Promise<AdminAttentionView> {
    return this.attention.view(query.handled === true);
  }

  @Post('orders/:orderNumber/refund')
  @Permission('orders.refund')
  @RecentMfa()
  @ApiOperation({ summary: 'Refund a paid, undelivered order in full through its provider (idempotent)' })
  refundOrder(@Actor() actor: AuditActor, @Param() params: OrderNumberParam): Promise<AdminRefundResponse> {
    return this.attention.refundOrder(params.orderNumber, actor);
  }

  @Post('orders/:orderNumber/mark-handled')
  @Permission('orders.manage')
  @ApiOperation({ summary: 'Mark an order that needs attention handled, with a note' })
  markHandled(
    @Actor() actor: AuditActor,
    @Param() params: OrderNumberParam,
    @Body() body: MarkHandledDto,
  ): Promise<AttentionOrderRow> {
    return this.attention.markHandled(params.orderNumber, actor, body.note);
  }

  @Post('payments/:id/refund')
  @Permission('orders.refund')
  @RecentMfa()
  @ApiOperation({
    summary: 'Refund a payment flagged needs_refund in full through its provider (idempotent)',
  })
  refundPayment(
    @Actor() actor: AuditActor,
    @Param('id', new ParseUUIDPipe()) id: string,
  ): Promise<AdminRefundResponse> {
    return this.attention.refundPayment(id, actor);
  }

  @Get('delivery-settings')
  @Permission('settings.providers')
  @ApiOperation({ summary: 'The delivery SLA and the automatic refund limit (null: off)' })
  readSettings(): Promise<AdminDeliverySettings> {
    return this.settings.read();
  }

  @Patch('delivery-settings')
  @Permission('settings.providers')
  @ApiOperation({ summary: 'Set the delivery SLA and the automatic refund limit' })
  writeSettings(
    @Actor() actor: AuditActor,
    @Body() body: DeliverySettingsDto,
  ): Promise<AdminDeliverySettings> {
    return this.settings.write(body, actor);
  }
}
