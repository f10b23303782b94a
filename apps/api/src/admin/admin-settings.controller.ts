import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuditActor } from '@app/audit';
import { MarkupSetting } from '@app/catalogue';
import type { AdminSettings } from '@app/contracts';
import { Actor } from '../common/audit-actor.decorator';
import { AdminOnly, Permission } from '../common/policy.decorator';
import { SettingsDto } from './dto/admin-packages.dto';

/** The spec's static info (admin §9): a fixed version label and the database's name. */
const STATIC_INFO = { version: 'v1.0.0', database: 'PostgreSQL' } as const;

/** The admin Settings tab: the retail markup (used by the sync and "Update to 5x Markup"). */
@ApiTags('admin')
@AdminOnly()
@Permission('catalogue.edit')
@Controller('admin/settings')
export class AdminSettingsController {
  constructor(private readonly markup: MarkupSetting) {}

  @Get()
  @ApiOperation({ summary: 'The markup (and where it comes from) and the static info' })
  async read(): Promise<AdminSettings> {
    const { markup, source } = await this.markup.current();
    return { markup, markupSource: source, ...STATIC_INFO };
  }

  @Patch()
  @ApiOperation({ summary: 'Set the markup; prices change with the next sync or "Update to 5x Markup"' })
  async update(@Actor() actor: AuditActor, @Body() body: SettingsDto): Promise<AdminSettings> {
    await this.markup.write(body.markup, actor);
    return this.read();
  }
}
