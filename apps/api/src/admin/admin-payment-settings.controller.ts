import { BadRequestException, Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminPaymentSettings } from '@app/admin';
import type { AuditActor } from '@app/audit';
import type { ApiConfigReply, ConnectionTestResponse, PaymentSettingsResponse } from '@app/contracts';
import { Actor } from '../common/audit-actor.decorator';
import { AdminOnly, Permission } from '../common/policy.decorator';
import { PaymentSettingsChangeDto, ProviderCredentialsDto, ProviderDto } from './dto/payment-settings.dto';
import { RecentMfa } from '../common/mfa.decorator';

/**
 * The admin Payments tab (spec admin §2.11, §7 "Payment provider settings"): settings of PayWay,
 * PayPal, Stripe and RoameSIM, masked in every answer; changes are sealed, audited and live.
 */
@ApiTags('admin')
@AdminOnly()
@Permission('settings.providers')
@Controller('admin/payment-settings')
export class AdminPaymentSettingsController {
  constructor(private readonly settings: AdminPaymentSettings) {}

  @Get()
  @ApiOperation({ summary: 'Each provider: mode, status, masked credentials; the production summary' })
  read(): Promise<PaymentSettingsResponse> {
    return this.settings.read();
  }

  @Post()
  @RecentMfa()
  @HttpCode(200)
  @ApiOperation({ summary: 'switch_mode {mode} or update_credentials {credentials} of one provider' })
  async change(
    @Actor() actor: AuditActor,
    @Body() body: PaymentSettingsChangeDto,
  ): Promise<{ message: string } & PaymentSettingsResponse> {
    const change =
      body.action === 'switch_mode'
        ? { mode: required(body.settings.mode, 'settings.mode') }
        : { credentials: required(body.settings.credentials, 'settings.credentials') };
    const changed = await this.settings.change(body.provider, change, actor);
    return { message: changed ? 'Settings updated' : 'Nothing changed', ...(await this.settings.read()) };
  }

  @Post('credentials')
  @RecentMfa()
  @HttpCode(200)
  @ApiOperation({ summary: 'Set credentials of one provider (fields not sent are kept)' })
  async credentials(
    @Actor() actor: AuditActor,
    @Body() body: ProviderCredentialsDto,
  ): Promise<{ message: string; provider: string }> {
    const changed = await this.settings.change(body.provider, { credentials: body.credentials }, actor);
    return { message: changed ? 'Credentials updated' : 'Nothing changed', provider: body.provider };
  }

  @Post('test')
  @HttpCode(200)
  @ApiOperation({
    summary: 'One harmless call with the settings in force; the outcome sets the status badge',
  })
  test(@Body() body: ProviderDto): Promise<ConnectionTestResponse> {
    return this.settings.test(body.provider);
  }
}

function required<T>(value: T | undefined, name: string): T {
  if (value === undefined)
    throw new BadRequestException({ message: `${name} is required`, code: 'VALIDATION_ERROR' });
  return value;
}

/** GET /api/admin/api-config (spec admin §7): the settings in force, the same read as the Payments tab's. */
@ApiTags('admin')
@AdminOnly()
@Permission('settings.providers')
@Controller('admin')
export class AdminApiConfigController {
  constructor(private readonly settings: AdminPaymentSettings) {}

  @Get('api-config')
  @ApiOperation({
    summary:
      'The resolved provider settings the checkout and the probes use (secrets masked), the environment',
  })
  apiConfig(): Promise<ApiConfigReply> {
    return this.settings.apiConfig();
  }
}
