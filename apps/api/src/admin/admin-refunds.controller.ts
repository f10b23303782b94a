import { Body, Controller, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOrderRefunds } from '@app/admin';
import type { AdminPartialRefundResponse } from '@app/contracts';
import type { AuditActor } from '@app/audit';
import { Actor } from '../common/audit-actor.decorator';
import { RecentMfa } from '../common/mfa.decorator';
import { NoStore } from '../common/no-store';
import { AdminOnly, Permission } from '../common/policy.decorator';
import { OrderNumberParam } from './dto/admin-orders.dto';
import { PartialRefundDto } from './dto/admin-refunds.dto';

/** Partial and per-line refunds of a paid order whose delivery has ended. */
@ApiTags('admin')
@AdminOnly()
@NoStore()
@Controller('admin')
export class AdminRefundsController {
  constructor(private readonly refunds: AdminOrderRefunds) {}

  @Post('orders/:orderNumber/refunds')
  @Permission('orders.refund')
  @RecentMfa()
  @ApiOperation({
    summary:
      'Refund some lines or an amount of a completed (or needs-attention) order through its provider; idempotent by requestKey; 422 above what is left',
  })
  refundPart(
    @Actor() actor: AuditActor,
    @Param() params: OrderNumberParam,
    @Body() body: PartialRefundDto,
  ): Promise<AdminPartialRefundResponse> {
    return this.refunds.refundPart(params.orderNumber, actor, body);
  }
}
