import { Controller, Delete, Get, Param, ParseUUIDPipe, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ACCOUNT_TEXTS, AdminUsers, toUserView, User, UsersService } from '@app/accounts';
import type { AccountMessageResponse, UserView } from '@app/contracts';
import { staffMay } from '@app/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { auditActorOf } from '../common/audit-actor.decorator';
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
    private readonly adminUsers: AdminUsers,
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
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AccountMessageResponse> {
    // An admin deleting someone else's account is an admin action: the panel's rules and audit entry.
    if (actor.role === 'admin' && staffMay(actor.staffRole, 'customers.manage') && actor.id !== id)
      await this.adminUsers.delete(auditActorOf(request), id);
    else await this.users.delete(actor, id);
    if (actor.id === id) this.cookie.clear(reply);
    return { success: true, message: ACCOUNT_TEXTS.messages.accountDeleted };
  }
}
