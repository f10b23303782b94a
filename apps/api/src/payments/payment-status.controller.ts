import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { OrderStatusView, PaymentStatusResponse } from '@app/contracts';
import { PaymentStatusService } from '@app/payments';
import { Public } from '../common/policy.decorator';
import { RateLimit } from '../common/rate-limit';
import { NoStore } from '../common/no-store';
import { TranIdParams } from './dto/payway.dto';

/**
 * Public status reads by tran_id: statuses, amounts and ids only (a tran_id is not a secret).
 * GET /api/orders?transactionId is served by orders/orders.controller.ts (one route, one controller).
 */
@ApiTags('payments')
@Public()
@NoStore()
@Controller()
export class PaymentStatusController {
  constructor(private readonly status: PaymentStatusService) {}

  @Get('payment/status/:transactionId')
  @RateLimit('status-read')
  @ApiOperation({ summary: 'The payment status page: pending, processing, confirmed or failed' })
  paymentStatus(@Param() params: TranIdParams): Promise<PaymentStatusResponse> {
    return this.status.paymentStatus(params.transactionId);
  }

  @Get('order/status/:transactionId')
  @RateLimit('status-read')
  @ApiOperation({ summary: 'Order status summary: total, masked customer name, destinations' })
  orderStatus(@Param() params: TranIdParams): Promise<OrderStatusView> {
    return this.status.orderStatus(params.transactionId);
  }
}
