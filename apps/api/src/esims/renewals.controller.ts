import { Body, Controller, Get, Headers, HttpCode, Param, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { User } from '@app/accounts';
import type { PrepareRenewalResponse, RenewalPackagesResponse } from '@app/contracts';
import { languageFromAcceptLanguage } from '@app/i18n';
import { RenewalCheckout, RenewalOptions } from '@app/renewals';
import { CurrentUser } from '../common/current-user.decorator';
import { SignedIn } from '../common/policy.decorator';
import { NoStore } from '../common/no-store';
import { PrepareRenewalDto } from './dto/renewals.dto';

/**
 * Renewal of an eSIM (customer-area §2, §7). The path names the eSIM by its order number (ours or
 * RoameSIM's) or its id; only its signed-in owner gets an answer, anyone else the same 404 as for
 * a missing eSIM. x-user-phone / x-user-id are the old client's headers: the session decides.
 */
@ApiTags('renewals')
@ApiNotFoundResponse({ description: 'No such eSIM, or not the caller’s' })
@SignedIn()
@NoStore()
@Controller()
export class RenewalsController {
  constructor(
    private readonly options: RenewalOptions,
    private readonly renewals: RenewalCheckout,
  ) {}

  @Get('esims/:orderNumber/renewal-packages')
  @ApiOperation({
    summary: 'Renewal options of the eSIM, priced by the server ({ success, renewalOptions })',
  })
  list(@CurrentUser() user: User, @Param('orderNumber') key: string): Promise<RenewalPackagesResponse> {
    return this.options.list(user.id, key);
  }

  @Post('esims/:orderNumber/prepare-renewal')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Place the renewal order (kind topup) and its PayWay attempt; pay it through /checkout',
  })
  prepare(
    @CurrentUser() user: User,
    @Param('orderNumber') key: string,
    @Body() dto: PrepareRenewalDto,
    @Headers('accept-language') acceptLanguage: string | undefined,
  ): Promise<PrepareRenewalResponse> {
    return this.renewals.prepare(
      user.id,
      key,
      { packageId: dto.packageId, daypassDays: dto.daypassDays },
      dto.language ?? languageFromAcceptLanguage(acceptLanguage),
    );
  }
}
