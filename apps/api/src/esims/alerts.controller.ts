import { Body, Controller, Get, Headers, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiGoneResponse, ApiForbiddenResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { User } from '@app/accounts';
import type { AlertPreferences, RescueRenewalResponse, RescueView } from '@app/contracts';
import { AlertPreferencesService } from '@app/esims';
import { languageFromAcceptLanguage } from '@app/i18n';
import { RescueRenewals } from '@app/renewals';
import { CurrentUser } from '../common/current-user.decorator';
import { NoStore } from '../common/no-store';
import { Public, SignedIn } from '../common/policy.decorator';
import { RateLimit } from '../common/rate-limit';
import { AlertPreferencesDto, RescueParams, RescueQuery, RescueRenewalDto } from './dto/alerts.dto';

/** The signed-in customer's alert switches (Settings). */
@ApiTags('alerts')
@SignedIn()
@NoStore()
@Controller('account/alert-preferences')
export class AlertPreferencesController {
  constructor(private readonly preferences: AlertPreferencesService) {}

  @Get()
  @ApiOperation({ summary: 'Which usage and expiry alerts the customer gets (true = on)' })
  get(@CurrentUser() user: User): Promise<AlertPreferences> {
    return this.preferences.of(user.id);
  }

  @Put()
  @ApiOperation({ summary: 'Turn alert kinds on or off; answers every kind' })
  put(@CurrentUser() user: User, @Body() dto: AlertPreferencesDto): Promise<AlertPreferences> {
    return this.preferences.update(user.id, dto);
  }
}

/**
 * The rescue top-up link of an alert (`/esim/{id}/rescue?t=…`): no session, the signed token
 * decides. A token altered, for another eSIM or unknown: 403 RESCUE_LINK_INVALID; expired: 410
 * RESCUE_LINK_EXPIRED; revoked (password change, account closed, eSIM deleted): 410 RESCUE_LINK_REVOKED.
 */
@ApiTags('alerts')
@ApiForbiddenResponse({ description: 'RESCUE_LINK_INVALID' })
@ApiGoneResponse({ description: 'RESCUE_LINK_EXPIRED or RESCUE_LINK_REVOKED' })
@Public()
@NoStore()
@Controller('rescue')
export class RescueController {
  constructor(private readonly rescue: RescueRenewals) {}

  @Get(':esimId')
  @RateLimit('status-read')
  @ApiOperation({ summary: 'The plan and its renewal options, priced by the server (nothing else)' })
  view(@Param() params: RescueParams, @Query() query: RescueQuery): Promise<RescueView> {
    return this.rescue.view(params.esimId, query.t);
  }

  @Post(':esimId/renewal')
  @HttpCode(201)
  @RateLimit('create-order')
  @ApiOperation({ summary: 'Place the renewal order (paid by KHQR, or PayPal with the returned token)' })
  renew(
    @Param() params: RescueParams,
    @Body() dto: RescueRenewalDto,
    @Headers('accept-language') acceptLanguage: string | undefined,
  ): Promise<RescueRenewalResponse> {
    return this.rescue.renew(
      params.esimId,
      dto.t,
      { packageId: dto.packageId, daypassDays: dto.daypassDays },
      dto.language ?? languageFromAcceptLanguage(acceptLanguage),
      dto.paymentMethod ?? 'payway_khqr',
    );
  }
}
