import { Body, Controller, Get, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminCustomers, StaffNotes } from '@app/admin';
import type { AuditActor } from '@app/audit';
import type { AdminCustomerView, StaffNoteView } from '@app/contracts';
import { Actor } from '../common/audit-actor.decorator';
import { NoStore } from '../common/no-store';
import { AdminOnly, Permission } from '../common/policy.decorator';
import { OrderNumberParam } from './dto/admin-orders.dto';
import { StaffNoteDto } from './dto/admin-customers.dto';

@ApiTags('admin')
@AdminOnly()
@NoStore()
@Controller('admin')
export class AdminCustomersController {
  constructor(
    private readonly customers: AdminCustomers,
    private readonly notes: StaffNotes,
  ) {}

  @Get('customers/:id')
  @Permission('customers.read')
  @ApiOperation({
    summary: 'A customer: profile, orders, eSIMs, refunds, alert preferences, sign-ins, staff notes',
  })
  customer(@Param('id', new ParseUUIDPipe()) id: string): Promise<AdminCustomerView> {
    return this.customers.read(id);
  }

  @Post('customers/:id/notes')
  @Permission('notes.write')
  @ApiOperation({ summary: 'An internal note on a customer (audited; never shown to the customer)' })
  customerNote(
    @Actor() actor: AuditActor,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: StaffNoteDto,
  ): Promise<StaffNoteView> {
    return this.notes.add(actor, { type: 'customer', userId: id }, body.body);
  }

  @Post('orders/:orderNumber/notes')
  @Permission('notes.write')
  @ApiOperation({ summary: 'An internal note on an order, shown on its timeline (never to the customer)' })
  orderNote(
    @Actor() actor: AuditActor,
    @Param() params: OrderNumberParam,
    @Body() body: StaffNoteDto,
  ): Promise<StaffNoteView> {
    return this.notes.add(actor, { type: 'order', orderNumber: params.orderNumber }, body.body);
  }
}
