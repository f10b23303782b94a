import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { User } from '@app/accounts';
import type {
  CompleteEsimOrderResponse,
  EsimActivateResponse,
  EsimDeleteResponse,
  EsimStatusResponse,
  EsimSyncAllResponse,
  EsimTopUpsResponse,
  EsimUsageView,
  EsimView,
} from '@app/contracts';
import { staffMay } from '@app/domain';
import { EsimsService, type EsimRequester } from '@app/esims';
import { CurrentUser } from '../common/current-user.decorator';
import { SignedIn } from '../common/policy.decorator';
import { NoStore } from '../common/no-store';
import { PhoneQuery, SyncAllDto } from './dto/esims.dto';

const requester = (user: User): EsimRequester => ({
  userId: user.id,
  isAdmin: user.role === 'admin' && staffMay(user.staffRole, 'orders.read'),
});

/**
 * My eSIMs (customer-area §7). Signed-in only; each eSIM is served to its owner or an admin, and
 * is a 404 for anyone else. Syncs with RoameSIM are queued; their results are pushed over /ws.
 */
@ApiTags('esims')
@ApiNotFoundResponse({ description: 'No such eSIM, or not the caller’s' })
@SignedIn()
@NoStore()
@Controller()
export class EsimsController {
  constructor(private readonly esims: EsimsService) {}

  @Get('esims-fresh')
  @ApiOperation({ summary: 'The caller’s eSIMs, never cached (EsimView[], in the spec’s order)' })
  fresh(@CurrentUser() user: User, @Query() _query: PhoneQuery): Promise<EsimView[]> {
    return this.esims.list(requester(user));
  }

  @Get('esims')
  @ApiOperation({ summary: 'The caller’s eSIMs (EsimView[])' })
  list(@CurrentUser() user: User, @Query() _query: PhoneQuery): Promise<EsimView[]> {
    return this.esims.list(requester(user));
  }

  @Post('esims/sync-all-status')
  @HttpCode(202)
  @ApiOperation({ summary: 'Queue a status sync of every live eSIM of the caller' })
  syncAll(@CurrentUser() user: User, @Body() _body: SyncAllDto): Promise<EsimSyncAllResponse> {
    return this.esims.syncAll(requester(user));
  }

  @Get('esims/:id')
  @ApiOperation({ summary: 'One eSIM (EsimView)' })
  get(@CurrentUser() user: User, @Param('id') id: string, @Query() _query: PhoneQuery): Promise<EsimView> {
    return this.esims.get(requester(user), id);
  }

  @Get('esims/:id/topups')
  @ApiOperation({ summary: 'The eSIM’s renewals ({ topUps })' })
  topUps(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Query() _query: PhoneQuery,
  ): Promise<EsimTopUpsResponse> {
    return this.esims.topUps(requester(user), id);
  }

  @Get('esims/:id/usage')
  @ApiOperation({ summary: 'Stored usage of the eSIM and its renewals' })
  usage(@CurrentUser() user: User, @Param('id') id: string): Promise<EsimUsageView> {
    return this.esims.usage(requester(user), id);
  }

  @Get('esims/:id/status')
  @ApiOperation({ summary: 'Usage check: the stored usage now, a sync with RoameSIM queued' })
  status(@CurrentUser() user: User, @Param('id') id: string): Promise<EsimStatusResponse> {
    return this.esims.status(requester(user), id);
  }

  @Post('esims/:id/sync-status')
  @HttpCode(202)
  @ApiOperation({ summary: 'Queue a status sync of the eSIM (esim_status_sync_complete when done)' })
  syncStatus(@CurrentUser() user: User, @Param('id') id: string): Promise<EsimStatusResponse> {
    return this.esims.status(requester(user), id);
  }

  @Post('esims/:id/activate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Record the activation request and queue a status sync' })
  activate(@CurrentUser() user: User, @Param('id') id: string): Promise<EsimActivateResponse> {
    return this.esims.activate(requester(user), id);
  }

  @Delete('esims/:id')
  @ApiOperation({ summary: 'Hide the eSIM from the caller; the record and its history stay' })
  remove(@CurrentUser() user: User, @Param('id') id: string): Promise<EsimDeleteResponse> {
    return this.esims.hide(requester(user), id);
  }

  @Get('esims/deleted')
  @ApiOperation({ summary: 'The caller’s eSIMs deleted in the last 30 days, to restore' })
  deleted(@CurrentUser() user: User): Promise<EsimView[]> {
    return this.esims.deleted(requester(user));
  }

  @Post('esims/:id/restore')
  @HttpCode(200)
  @ApiOperation({ summary: 'Show a deleted eSIM again (within 30 days of its deletion)' })
  restore(@CurrentUser() user: User, @Param('id') id: string): Promise<EsimDeleteResponse> {
    return this.esims.restore(requester(user), id);
  }

  @Get('complete-esim/orders/:orderNumber')
  @ApiOperation({
    summary: 'Status sync of an order’s eSIMs (by our order number or RoameSIM’s); code "0" = success',
  })
  completeOrder(
    @CurrentUser() user: User,
    @Param('orderNumber') orderNumber: string,
  ): Promise<CompleteEsimOrderResponse> {
    return this.esims.completeOrder(requester(user), orderNumber);
  }
}
