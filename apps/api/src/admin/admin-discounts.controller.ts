import { Body, Controller, Get, Param, ParseUUIDPipe, Patch, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminDiscountCodes } from '@app/admin';
import type { AuditActor } from '@app/audit';
import type { DiscountCodeView } from '@app/contracts';
import { Actor } from '../common/audit-actor.decorator';
import { AdminOnly, Permission } from '../common/policy.decorator';
import { DiscountCodeCreateDto, DiscountCodePatchDto } from './dto/admin-discounts.dto';

/** The admin Discount codes tab: codes with their uses, created and changed (audited). */
@ApiTags('admin')
@AdminOnly()
@Permission('discounts.manage')
@Controller('admin/discount-codes')
export class AdminDiscountsController {
  constructor(private readonly codes: AdminDiscountCodes) {}

  @Get()
  @ApiOperation({ summary: 'Every discount code, newest first, with its uses and what it took off' })
  list(): Promise<DiscountCodeView[]> {
    return this.codes.list();
  }

  @Post()
  @ApiOperation({ summary: 'Create a code (upper-cased; 409 when it exists)' })
  create(@Actor() actor: AuditActor, @Body() body: DiscountCodeCreateDto): Promise<DiscountCodeView> {
    return this.codes.create(actor, body);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change a code (switch it off, its window, limits, amount)' })
  update(
    @Actor() actor: AuditActor,
    @Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) id: string,
    @Body() body: DiscountCodePatchDto,
  ): Promise<DiscountCodeView> {
    return this.codes.update(actor, id, body);
  }
}
