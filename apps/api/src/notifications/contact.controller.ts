import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ContactService } from '@app/notifications';
import { Public } from '../common/policy.decorator';
import { ContactReplyDto, ContactRequestDto } from './dto/contact.dto';

@ApiTags('contact')
@Public()
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Send a message to support (stored first; the emails follow, also when SMTP is down)',
  })
  @ApiResponse({ status: 200, type: ContactReplyDto })
  @ApiResponse({ status: 400, description: 'Please fill in all required fields / invalid email' })
  @ApiResponse({ status: 429, description: 'More than 5 messages an hour from this address or email' })
  async send(@Body() body: ContactRequestDto, @Ip() ip: string): Promise<ContactReplyDto> {
    const { success, message } = await this.contact.submit(body, ip);
    return { success, message };
  }
}
