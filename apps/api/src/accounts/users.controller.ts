import { Controller, Delete, Get, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ACCOUNT_TEXTS, toUserView, User, UsersService } from '@app/accounts';
import type { AccountMessageResponse, UserView } from '@app/contracts';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../common/current-user.decorator';
import { SignedIn } from '../common/policy.decorator';
import { SessionCookie } from '../common/session-cookie';
import { MessageResponseDto, UserViewDto } from './dto/user.dto';

@ApiTags('accounts')
@SignedIn()
@Controller('users')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly cookie: SessionCookie,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every user for an admin; only oneself for a customer' })
  @ApiResponse({ status: 200, type: [UserViewDto] })
  async list(@CurrentUser() actor: User): Promise<UserView[]> {
    return (await this.users.listFor(actor)).map(toUserView);
  }

  @Delete(':id')
  @ApiOperation({ summary: "Delete one's own account (or any, as an admin); its sessions end" })
  @ApiResponse({ status: 200, type: MessageResponseDto })
  async delete(
    @CurrentUser() actor: User,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AccountMessageResponse> {
    await this.users.delete(actor, id);
    if (actor.id === id) this.cookie.clear(reply);
    return { success: true, message: ACCOUNT_TEXTS.messages.accountDeleted };
  }
}
