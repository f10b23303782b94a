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
import { AdminPackages } from '@app/admin';
import type { AdminPackageDeleteResult, AdminPackagePage, AdminPackageRow } from '@app/contracts';
import { AdminOnly } from '../common/policy.decorator';
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
@Controller()
export class AdminPackagesController {
  constructor(private readonly packages: AdminPackages) {}

  @Get('admin/packages')
  @ApiOperation({ summary: 'Packages by destination, paged; search, continent and type filters; stat cards' })
  list(@Query() query: AdminPackagesQuery): Promise<AdminPackagePage> {
    return this.packages.list(query);
  }

  @Get('admin/packages/export.csv')
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="packages.csv"')
  @ApiOperation({ summary: 'The listed packages (filters applied, no paging) as CSV' })
  exportCsv(@Query() query: AdminPackagesExportQuery): Promise<string> {
    return this.packages.exportCsv(query);
  }

  @Post('admin/packages')
  @ApiOperation({ summary: 'Add a package by hand (prices in cents)' })
  create(@Body() body: AdminPackageDto): Promise<AdminPackageRow> {
    return this.packages.create(body);
  }

  @Post('admin/packages/fix-types')
  @HttpCode(200)
  @ApiOperation({ summary: "Fix Package Types: DayPass exactly when the API code carries '?'" })
  async fixTypes(): Promise<{ analysis: { checked: number; fixed: number } }> {
    return { analysis: await this.packages.fixTypes() };
  }

  @Post('admin/packages/update-pricing-5x')
  @HttpCode(200)
  @ApiOperation({ summary: 'Every price at wholesale × the markup setting, rounded up to a whole dollar' })
  async applyMarkup(): Promise<{ updated: number }> {
    return { updated: await this.packages.applyMarkup() };
  }

  @Post('packages/bulk-price-update')
  @HttpCode(200)
  @ApiOperation({ summary: 'Every price × (1 + percentage/100), rounded up to a whole dollar' })
  async bulkPrice(@Body() body: BulkPriceDto): Promise<{ updated: number; percentage: number }> {
    return { updated: await this.packages.adjustPrices(body.percentage), percentage: body.percentage };
  }

  @Patch('admin/packages/:id')
  @ApiOperation({ summary: 'Edit a package (only the changed fields; a synced one: price only)' })
  update(@Param('id', packageId) id: number, @Body() body: AdminPackagePatchDto): Promise<AdminPackageRow> {
    return this.packages.update(id, body);
  }

  @Patch('admin/packages/:id/availability')
  @ApiOperation({ summary: 'The Available switch' })
  async availability(
    @Param('id', packageId) id: number,
    @Body() body: AvailabilityDto,
  ): Promise<{ message: string; package: AdminPackageRow }> {
    const row = await this.packages.setAvailability(id, body.isAvailable);
    return { message: 'Package availability updated', package: row };
  }

  @Delete('admin/packages/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a package; a sold or synced one is withdrawn instead' })
  remove(@Param('id', packageId) id: number): Promise<AdminPackageDeleteResult> {
    return this.packages.remove(id);
  }
}
