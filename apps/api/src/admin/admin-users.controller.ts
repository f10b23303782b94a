import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Query,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminUsers, toAdminUserView } from '@app/accounts';
import type { AuditActor } from '@app/audit';
import type { AdminPage, AdminUserView } from '@app/contracts';
import { Actor } from '../common/audit-actor.decorator';
import { RecentMfa } from '../common/mfa.decorator';
import { AdminOnly, Permission } from '../common/policy.decorator';
import { AdminCreateUserDto, AdminUpdateUserDto, AdminUsersQuery } from './dto/admin-users.dto';

@ApiTags('admin')
@AdminOnly()
@Permission('customers.read')
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly users: AdminUsers) {}

  @Get()
  @ApiOperation({ summary: 'Users, newest first, paged and searched (name, email, phone digits)' })
  async list(@Query() query: AdminUsersQuery): Promise<AdminPage<AdminUserView>> {
    const { items, total } = await this.users.list(query);
    return { items: items.map(toAdminUserView), total, page: query.page, pageSize: query.pageSize };
  }

  @Post()
  @Permission('customers.manage')
  @RecentMfa()
  @ApiOperation({ summary: 'Add a user (role user or admin); needs a TOTP check in the last 10 minutes' })
  async create(@Actor() actor: AuditActor, @Body() body: AdminCreateUserDto): Promise<AdminUserView> {
    return toAdminUserView(await this.users.create({ ...body, isVerified: false }, actor));
  }

  @Patch(':id')
  @Permission('customers.manage')
  @RecentMfa()
  @ApiOperation({
    summary: 'Edit a user; a role change or disabling ends their sessions; needs a recent TOTP check',
  })
  async update(
    @Actor() actor: AuditActor,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: AdminUpdateUserDto,
  ): Promise<AdminUserView> {
    return toAdminUserView(await this.users.update(actor, id, body));
  }

  @Delete(':id')
  @Permission('customers.manage')
  @RecentMfa()
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a user (never oneself, never the last admin)' })
  async delete(
    @Actor() actor: AuditActor,
    @Param('id', new ParseUUIDPipe()) id: string,
  ): Promise<{ success: true }> {
    await this.users.delete(actor, id);
    return { success: true };
  }
}
