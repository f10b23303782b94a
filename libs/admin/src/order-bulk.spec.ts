import { ConflictException, NotFoundException } from '@nestjs/common';
import type { AdminAudit, AuditActor } from '@app/audit';
import type { EsimInstructionsService } from '@app/notifications';
import type { AdminOrders } from './admin-orders.service';
import { AdminOrderBulk } from './order-bulk';

const actor: AuditActor = {
  id: 'staff-1',
  email: 'staff@example.com',
  role: 'support',
  ip: null,
  userAgent: null,
};

function setup(retry: (orderNumber: string) => Promise<{ success: true; status: string }>) {
  const orders = { retry: jest.fn(retry) };
  const bulk = new AdminOrderBulk(
    orders as unknown as AdminOrders,
    {} as EsimInstructionsService,
    {} as AdminAudit,
  );
  return { bulk, orders };
}

describe('AdminOrderBulk', () => {
  it('takes each order once, in the order asked, and turns a refusal into a skip with its code', async () => {
    const { bulk, orders } = setup(async (orderNumber) => {
      if (orderNumber === 'DLDONE') return { success: true, status: 'processing' };
      if (orderNumber === 'DLGONE')
        throw new NotFoundException({ code: 'NOT_FOUND', message: 'Order not found: DLGONE' });
      throw new ConflictException({ code: 'ORDER_NOT_RETRYABLE', message: 'not this one' });
    });
    const reply = await bulk.retryProvisioning(['DLDONE', 'dlgone', 'DLKEPT', 'dldone'], actor);
    expect(orders.retry.mock.calls.map(([orderNumber]) => orderNumber)).toEqual([
      'DLDONE',
      'DLGONE',
      'DLKEPT',
    ]);
    expect(reply).toEqual({
      action: 'retry-provisioning',
      done: 1,
      skipped: 2,
      results: [
        {
          orderNumber: 'DLDONE',
          outcome: 'done',
          message: 'Provisioning restarted; the order is processing',
        },
        { orderNumber: 'DLGONE', outcome: 'skipped', code: 'NOT_FOUND', message: 'Order not found: DLGONE' },
        { orderNumber: 'DLKEPT', outcome: 'skipped', code: 'ORDER_NOT_RETRYABLE', message: 'not this one' },
      ],
    });
  });

  it('stops on a failure that is not a refusal, so it is never reported as a skip', async () => {
    const { bulk, orders } = setup(async () => {
      throw new Error('connection terminated');
    });
    await expect(bulk.retryProvisioning(['DLONE', 'DLTWO'], actor)).rejects.toThrow('connection terminated');
    expect(orders.retry).toHaveBeenCalledTimes(1);
  });
});
