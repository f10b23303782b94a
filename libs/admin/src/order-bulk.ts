import { HttpException, Injectable } from '@nestjs/common';
import { AdminAudit, AuditActor } from '@app/audit';
import type { OrderBulkAction, OrderBulkReply, OrderBulkResult } from '@app/contracts';
import { EsimInstructionsService } from '@app/notifications';
import { AdminOrders } from './admin-orders.service';

type Outcome = { outcome: 'done'; message: string } | { outcome: 'skipped'; code: string; message: string };

const skipped = (code: string, message: string): Outcome => ({ outcome: 'skipped', code, message });

/** A refusal the single action answers with (4xx `{ code, message }`) as a skipped order's reason. */
function refusal(error: unknown): Outcome | null {
  if (!(error instanceof HttpException) || error.getStatus() >= 500) return null;
  const body = error.getResponse();
  const fields =
    typeof body === 'object' && body !== null ? (body as { code?: unknown; message?: unknown }) : {};
  return skipped(
    typeof fields.code === 'string' ? fields.code : 'REFUSED',
    typeof fields.message === 'string' ? fields.message : error.message,
  );
}

/**
 * The admin orders list's bulk actions: each order of the selection goes through the single
 * action's own code path, one after another (retry: AdminOrders.retry and its audit entry; resend:
 * EsimInstructionsService.resendForStaff, audited in the transaction that queues the email). An
 * order the action refuses is skipped with the refusal's code and message; any other failure stops
 * the batch (what was done before it stays done and audited).
 */
@Injectable()
export class AdminOrderBulk {
  constructor(
    private readonly orders: AdminOrders,
    private readonly instructions: EsimInstructionsService,
    private readonly audit: AdminAudit,
  ) {}

  retryProvisioning(orderNumbers: string[], actor: AuditActor): Promise<OrderBulkReply> {
    return this.each('retry-provisioning', orderNumbers, async (orderNumber) => {
      const { status } = await this.orders.retry(orderNumber, actor);
      return { outcome: 'done', message: `Provisioning restarted; the order is ${status}` };
    });
  }

  resendEsimEmail(orderNumbers: string[], actor: AuditActor): Promise<OrderBulkReply> {
    return this.each('resend-esim-email', orderNumbers, async (orderNumber) => {
      const sent = await this.instructions.resendForStaff(orderNumber, async (manager, recipient) => {
        await this.audit.record(manager, {
          actor,
          action: 'order.resend_esim_email',
          targetType: 'order',
          targetId: orderNumber,
          after: { emailedTo: recipient },
        });
      });
      if (sent.outcome === 'first_email_pending')
        return skipped('EMAIL_PENDING', `The first eSIM email to ${sent.recipient} is still on its way`);
      if (sent.outcome === 'sent_this_hour')
        return skipped('SENT_THIS_HOUR', `An eSIM email was already sent to ${sent.recipient} this hour`);
      return { outcome: 'done', message: `eSIM email queued for ${sent.recipient}` };
    });
  }

  private async each(
    action: OrderBulkAction,
    orderNumbers: string[],
    run: (orderNumber: string) => Promise<Outcome>,
  ): Promise<OrderBulkReply> {
    const results: OrderBulkResult[] = [];
    for (const orderNumber of new Set(orderNumbers.map((number) => number.toUpperCase()))) {
      let outcome: Outcome;
      try {
        outcome = await run(orderNumber);
      } catch (error) {
        const refused = refusal(error);
        if (!refused) throw error;
        outcome = refused;
      }
      results.push({ orderNumber, ...outcome });
    }
    const done = results.filter((result) => result.outcome === 'done').length;
    return { action, done, skipped: results.length - done, results };
  }
}
