import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ExchangeRateView } from '@app/contracts';
import { ExchangeRates } from '@app/payments';
import { NoStore } from '../common/no-store';
import { Public } from '../common/policy.decorator';

/** Riel beside dollars: the rate prices are shown at (charges stay in US dollars). */
@ApiTags('payments')
@Public()
@NoStore()
@Controller()
export class ExchangeRateController {
  constructor(private readonly rates: ExchangeRates) {}

  @Get('exchange-rate')
  @ApiOperation({
    summary: 'PayWay’s riel per US dollar and when it was read; nulls when no rate is younger than a day',
  })
  current(): Promise<ExchangeRateView> {
    return this.rates.current();
  }
}
