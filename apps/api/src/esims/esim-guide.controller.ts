import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { User } from '@app/accounts';
import type { GenerateEsimGuideReply, SendEsimInstructionsReply } from '@app/contracts';
import { EsimGuideService, EsimInstructionsService } from '@app/notifications';
import { CurrentUser } from '../common/current-user.decorator';
import { SignedIn } from '../common/policy.decorator';
import { NoStore } from '../common/no-store';
import { GenerateGuideDto, SendInstructionsDto } from './dto/esims.dto';

/** The install guide PDF and the instructions email of the caller's own order (404 for anyone else's). */
@ApiTags('esims')
@SignedIn()
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
  generate(@CurrentUser() user: User, @Body() body: GenerateGuideDto): Promise<GenerateEsimGuideReply> {
    return this.guide.generate(body.orderNumber, user.id, body.language ?? 'en');
  }

  @Post('email/send-esim-instructions')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send the install instructions email again (at most once an hour)' })
  send(@CurrentUser() user: User, @Body() body: SendInstructionsDto): Promise<SendEsimInstructionsReply> {
    return this.instructions.send(body.orderNumber, user.id);
  }
}
