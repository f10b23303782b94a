import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { GenerateEsimGuideReply, SendEsimInstructionsReply } from '@app/contracts';
import { EsimGuideService, EsimInstructionsService } from '@app/notifications';
import { CurrentAuth } from '../common/current-user.decorator';
import { Public } from '../common/policy.decorator';
import type { RequestAuth } from '../common/request-auth';
import { NoStore } from '../common/no-store';
import { GenerateGuideDto, SendInstructionsDto } from './dto/esims.dto';

/**
 * The install guide PDF and the instructions email of the caller's own order, or of the order whose
 * link (guest token) the caller holds; 404 for anyone else's.
 */
@ApiTags('esims')
@Public()
@NoStore()
@Controller()
export class EsimGuideController {
  constructor(
    private readonly guide: EsimGuideService,
    private readonly instructions: EsimInstructionsService,
  ) {}

  @Post('pdf/generate-esim-guide')
  @HttpCode(200)
  @ApiOperation({ summary: 'The eSIM install guide as a PDF (base64), built from the server’s data' })
  generate(
    @CurrentAuth() auth: RequestAuth | undefined,
    @Body() body: GenerateGuideDto,
  ): Promise<GenerateEsimGuideReply> {
    return this.guide.generate(
      body.orderNumber,
      { userId: auth?.user.id ?? null, token: body.token ?? null },
      body.language ?? 'en',
    );
  }

  @Post('email/send-esim-instructions')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send the install instructions email again (at most once an hour)' })
  send(
    @CurrentAuth() auth: RequestAuth | undefined,
    @Body() body: SendInstructionsDto,
  ): Promise<SendEsimInstructionsReply> {
    return this.instructions.send(body.orderNumber, {
      userId: auth?.user.id ?? null,
      token: body.token ?? null,
    });
  }
}
