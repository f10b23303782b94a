import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { EmergencyStop } from '@app/admin';
import type { ShopStatus } from '@app/contracts';
import { Public } from '../common/policy.decorator';

/** Whether the shop takes orders: the storefront's banner while an Emergency Stop is on. */
@ApiTags('checkout')
@Public()
@Controller('shop')
export class ShopStatusController {
  constructor(private readonly stop: EmergencyStop) {}

  @Get('status')
  @ApiOperation({ summary: 'acceptingOrders, and the reason while orders are paused' })
  status(): Promise<ShopStatus> {
    return this.stop.shopStatus();
  }
}
