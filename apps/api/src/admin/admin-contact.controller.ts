import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminContactMessages } from '@app/admin';
import type { AuditActor } from '@app/audit';
import type { AdminContactMessageView, AdminContactReplyView, AdminPage } from '@app/contracts';
import { Actor } from '../common/audit-actor.decorator';
import { NoStore } from '../common/no-store';
import { AdminOnly, Permission } from '../common/policy.decorator';
import { AdminContactReplyDto } from './dto/admin-contact.dto';
import { AdminPageQuery } from './dto/admin-page.dto';

/** The Messages tab: the support inbox (contact form and bot chat) and the agents' answers. */
@ApiTags('admin')
@AdminOnly()
@Permission('support.messages')
@NoStore()
@Controller('admin/contact-messages')
export class AdminContactController {
  constructor(private readonly messages: AdminContactMessages) {}

  @Get()
  @ApiOperation({ summary: 'Contact messages, newest first, with their answers' })
  list(@Query() query: AdminPageQuery): Promise<AdminPage<AdminContactMessageView>> {
    return this.messages.list(query.page, query.pageSize);
  }

  @Post(':id/replies')
  @ApiOperation({
    summary: "Answer a message from the bot's chat (sent to that chat); 409 for a form message",
  })
  reply(
    @Actor() actor: AuditActor,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: AdminContactReplyDto,
  ): Promise<AdminContactReplyView> {
    return this.messages.reply(actor, id, body.message);
  }
}
