import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CatalogueService } from '@app/catalogue';
import type { CatalogueSyncProgress } from '@app/contracts';
import { AdminOnly, Permission } from '../common/policy.decorator';

@ApiTags('admin')
@AdminOnly()
@Permission('catalogue.edit')
@Controller('admin/catalogue')
export class AdminCatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get('sync-status')
  @ApiOperation({ summary: 'Progress of the RoameSIM catalogue sync, for the Real-time tab' })
  syncStatus(): Promise<CatalogueSyncProgress> {
    return this.catalogue.syncStatus();
  }
}
