import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  Patch,
  PipeTransform,
  Post,
  Query,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminPackageBulk, AdminPackages } from '@app/admin';
import type { AuditActor } from '@app/audit';
import type {
  AdminPackageDeleteResult,
  AdminPackagePage,
  AdminPackageRow,
  AdminPage,
  BulkPreview,
} from '@app/contracts';
import { Actor } from '../common/audit-actor.decorator';
import { AdminOnly, Permission } from '../common/policy.decorator';
import { AdminPageQuery } from './dto/admin-page.dto';
import {
  AdminPackageDto,
  AdminPackagePatchDto,
  AdminPackagesExportQuery,
  AdminPackagesQuery,
  AvailabilityDto,
  BulkPriceDto,
} from './dto/admin-packages.dto';

/** A package id: a positive whole number that fits the int column (else 400 naming it). */
const packageId: PipeTransform<string, number> = {
  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!(id >= 1 && id <= 2_147_483_647))
      throw new BadRequestException({
        message: 'id must be a positive whole number',
        code: 'VALIDATION_ERROR',
      });
    return id;
  },
};

/** The admin Packages tab (docs/admin.md). The bulk price route keeps the spec's path. */
@ApiTags('admin')
@AdminOnly()
@Permission('catalogue.edit')
@Controller()
export class AdminPackagesController {
  constructor(
    private readonly packages: AdminPackages,
    private readonly bulk: AdminPackageBulk,
  ) {}

  @Get('admin/packages')
  @ApiOperation({ summary: 'Packages by destination, paged; search, continent and type filters; stat cards' })
  list(@Query() query: AdminPackagesQuery): Promise<AdminPackagePage> {
    return this.packages.list(query);
  }

  @Get('admin/packages/export.csv')
  @Permission('data.export')
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="packages.csv"')
  @ApiOperation({ summary: 'The listed packages (filters applied, no paging) as CSV' })
  exportCsv(@Query() query: AdminPackagesExportQuery): Promise<string> {
    return this.packages.exportCsv(query);
  }

  @Post('admin/packages')
  @ApiOperation({ summary: 'Add a package by hand (prices in cents)' })
  create(@Actor() actor: AuditActor, @Body() body: AdminPackageDto): Promise<AdminPackageRow> {
    return this.packages.create(body, actor);
  }

  @Post('admin/packages/fix-types')
  @HttpCode(200)
  @ApiOperation({ summary: "Fix Package Types: DayPass exactly when the API code carries '?'" })
  async fixTypes(@Actor() actor: AuditActor): Promise<{ analysis: { checked: number; fixed: number } }> {
    return { analysis: await this.bulk.fixTypes(actor) };
  }

  @Post('admin/packages/update-pricing-5x')
  @HttpCode(200)
  @ApiOperation({ summary: 'Every price at wholesale × the markup setting, rounded up to a whole dollar' })
  async applyMarkup(@Actor() actor: AuditActor): Promise<{ updated: number }> {
    return { updated: await this.bulk.applyMarkup(actor) };
  }

  @Post('packages/bulk-price-update')
  @HttpCode(200)
  @ApiOperation({ summary: 'Every price × (1 + percentage/100), rounded up to a whole dollar' })
  async bulkPrice(
    @Actor() actor: AuditActor,
    @Body() body: BulkPriceDto,
  ): Promise<{ updated: number; percentage: number }> {
    return { updated: await this.bulk.adjustPrices(body.percentage, actor), percentage: body.percentage };
  }

  @Post('admin/packages/bulk-price-preview')
  @HttpCode(200)
  @ApiOperation({ summary: 'What a bulk % would change: the count and five before/after samples' })
  bulkPricePreview(@Body() body: BulkPriceDto): Promise<BulkPreview> {
    return this.bulk.previewPercentage(body.percentage);
  }

  @Get('admin/packages/update-pricing-5x/preview')
  @ApiOperation({ summary: 'What "Update to 5x Markup" would change (count, five samples, the markup)' })
  markupPreview(): Promise<BulkPreview & { markup: number }> {
    return this.bulk.previewMarkup();
  }

  @Get('admin/packages/fix-types/preview')
  @ApiOperation({ summary: 'What "Fix Package Types" would change (count, five samples)' })
  fixTypesPreview(): Promise<BulkPreview> {
    return this.bulk.previewTypes();
  }

  @Get('admin/packages/withdrawn')
  @ApiOperation({ summary: 'Packages an admin withdrew, newest first, paged' })
  withdrawn(@Query() query: AdminPageQuery): Promise<AdminPage<AdminPackageRow>> {
    return this.packages.withdrawn(query);
  }

  @Post('admin/packages/:id/restore')
  @HttpCode(200)
  @ApiOperation({ summary: 'Bring a withdrawn package back to the panel (switched off)' })
  restore(@Actor() actor: AuditActor, @Param('id', packageId) id: number): Promise<AdminPackageRow> {
    return this.packages.restore(id, actor);
  }

  @Patch('admin/packages/:id')
  @ApiOperation({ summary: 'Edit a package (only the changed fields; a synced one: price only)' })
  update(
    @Actor() actor: AuditActor,
    @Param('id', packageId) id: number,
    @Body() body: AdminPackagePatchDto,
  ): Promise<AdminPackageRow> {
    return this.packages.update(id, body, actor);
  }

  @Patch('admin/packages/:id/availability')
  @ApiOperation({ summary: 'The Available switch' })
  async availability(
    @Actor() actor: AuditActor,
    @Param('id', packageId) id: number,
    @Body() body: AvailabilityDto,
  ): Promise<{ message: string; package: AdminPackageRow }> {
    const row = await this.packages.setAvailability(id, body.isAvailable, actor);
    return { message: 'Package availability updated', package: row };
  }

  @Delete('admin/packages/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a package; a sold or synced one is withdrawn instead' })
  remove(@Actor() actor: AuditActor, @Param('id', packageId) id: number): Promise<AdminPackageDeleteResult> {
    return this.packages.remove(id, actor);
  }
}
