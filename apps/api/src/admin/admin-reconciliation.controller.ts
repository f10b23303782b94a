import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminReconciliationRun } from '@app/contracts';
import { PaymentReconciliation } from '@app/payments';
import { AdminOnly, Permission } from '../common/policy.decorator';
import { ReconcileDayDto } from './dto/admin-reconciliation.dto';

/** The daily reconciliation of our approved payments with PayWay and PayPal (docs/admin.md). */
@ApiTags('admin')
@AdminOnly()
@Permission('finance.read')
@Controller('admin/payments/reconciliation')
export class AdminReconciliationController {
  constructor(private readonly reconciliation: PaymentReconciliation) {}

  @Get()
  @ApiOperation({ summary: 'The last 14 days of reconciliation, per day and gateway, with the differences' })
  recent(): Promise<AdminReconciliationRun[]> {
    return this.reconciliation.recent();
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Reconcile one day now (replaces that day’s result; the staff email is sent once)',
  })
  run(@Body() body: ReconcileDayDto): Promise<AdminReconciliationRun[]> {
    return this.reconciliation.run(body.day);
  }
}
