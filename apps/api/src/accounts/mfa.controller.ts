import { Body, Controller, ForbiddenException, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminMfa, type MfaEnrolment } from '@app/accounts';
import type { FastifyRequest } from 'fastify';
import { CurrentAuth } from '../common/current-user.decorator';
import { MfaStep } from '../common/mfa.decorator';
import { NoStore } from '../common/no-store';
import { Public } from '../common/policy.decorator';
import type { RequestAuth } from '../common/request-auth';
import { MfaCodeDto } from './dto/mfa.dto';

/** The admin's own session, pending its second step or already verified; anything else is 403. */
function adminSession(auth: RequestAuth | undefined): RequestAuth {
  if (!auth || auth.user.role !== 'admin')
    throw new ForbiddenException({ code: 'MFA_REQUIRED', message: 'Sign in to the admin panel first' });
  return auth;
}

/**
 * Admin two-step verification (docs/accounts.md "Admin two-step verification"). After the
 * password, an admin's session waits here: `enrol` + `confirm` the first time, `verify` after that;
 * `verify` on a live session is the re-check of sensitive actions (@RecentMfa).
 */
@ApiTags('accounts')
@Public()
@MfaStep()
@NoStore()
@Controller('auth/mfa')
export class MfaController {
  constructor(private readonly mfa: AdminMfa) {}

  @Post('enrol')
  @HttpCode(200)
  @ApiOperation({ summary: 'A new TOTP secret (and its QR) for an admin without two-step verification' })
  enrol(@CurrentAuth() auth: RequestAuth | undefined): Promise<MfaEnrolment> {
    return this.mfa.enrol(adminSession(auth).user);
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'The first code: turns TOTP on, answers the recovery codes (shown once)' })
  confirm(
    @CurrentAuth() auth: RequestAuth | undefined,
    @Body() body: MfaCodeDto,
    @Req() request: FastifyRequest,
  ): Promise<{ recoveryCodes: string[] }> {
    const { user, session } = adminSession(auth);
    return this.mfa.confirm(user, session, body.code, request.ip);
  }

  @Post('verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'A TOTP or recovery code: completes the sign-in, or re-checks a live session' })
  async verify(
    @CurrentAuth() auth: RequestAuth | undefined,
    @Body() body: MfaCodeDto,
    @Req() request: FastifyRequest,
  ): Promise<{ success: true }> {
    const { user, session } = adminSession(auth);
    await this.mfa.verify(user, session, body.code, request.ip);
    return { success: true };
  }
}
