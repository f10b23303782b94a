import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SupportInfo } from '@app/contracts';
import { AppConfig } from '@app/core';
import { Public } from '../common/policy.decorator';

/** The support contacts and promise from the settings (SUPPORT_*), for the contact page. */
@ApiTags('support')
@Public()
@Controller()
export class SupportController {
  constructor(private readonly config: AppConfig) {}

  @Get('support')
  @ApiOperation({ summary: 'Support contacts and the response promise (null when not configured)' })
  info(): SupportInfo {
    const { supportEmail, supportTelegram, supportPhone, supportPromise } = this.config.mail;
    return {
      email: supportEmail,
      telegram: supportTelegram ?? null,
      phone: supportPhone ?? null,
      promise: supportPromise,
    };
  }
}
