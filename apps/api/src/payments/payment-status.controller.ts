import { BadRequestException, Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { OrderStatusSummary, OrderStatusView, PaymentStatusResponse } from '@app/contracts';
import { PaymentStatusService } from '@app/payments';
import { Public } from '../common/policy.decorator';
import { TranIdParams, TransactionQuery } from './dto/payway.dto';

/** Public status reads by tran_id: statuses, amounts and ids only (a tran_id is not a secret). */
@ApiTags('payments')
@Public()
@Controller()
export class PaymentStatusController {
  constructor(private readonly status: PaymentStatusService) {}

  @Get('payment/status/:transactionId')
  @ApiOperation({ summary: 'The payment status page: pending, processing, confirmed or failed' })
  paymentStatus(@Param() params: TranIdParams): Promise<PaymentStatusResponse> {
    return this.status.paymentStatus(params.transactionId);
  }

  @Get('orders')
  @ApiOperation({ summary: "Orders by transaction: the one order's status summary (a list)" })
  ordersByTransaction(@Query() query: TransactionQuery): Promise<OrderStatusSummary[]> {
    if (!query.transactionId)
      throw new BadRequestException({
        message: 'transactionId is required',
        details: { field: 'transactionId' },
      });
    return this.status.ordersByTransaction(query.transactionId);
  }

  @Get('order/status/:transactionId')
  @ApiOperation({ summary: 'Order status summary: total, masked customer name, destinations' })
  orderStatus(@Param() params: TranIdParams): Promise<OrderStatusView> {
    return this.status.orderStatus(params.transactionId);
  }
}
