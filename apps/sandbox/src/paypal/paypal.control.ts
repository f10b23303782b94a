import { z } from 'zod';
import { ControlInputError, parseControlBody, registerControlSection } from '../control/control-sections';
import { asControlInput } from '../payway/payway.control';
import { configurePaypal, getPaypalBehaviour, PaypalBehaviourPatch, resetPaypal } from './paypal.behaviour';
import { approveOrder, settlePendingCapture } from './paypal.payments';
import type { PaypalSandbox } from './paypal.state';

const orderSchema = z.object({ order_id: z.string().min(1) }).strict();
const captureSchema = z.object({ capture_id: z.string().min(1) }).strict();

/**
 * /__control/paypal: GET the knobs and counters, PUT a patch (see paypal.behaviour.ts; expireTokensNow
 * too), actions approve {order_id}, complete-capture / deny-capture {capture_id}, reset with the sandbox.
 */
export function registerPaypalControl(sandbox: PaypalSandbox): void {
  const { ctx, store } = sandbox;
  const settleCapture = (body: unknown, outcome: 'complete' | 'deny') => {
    const input = parseControlBody(captureSchema, body);
    const result = settlePendingCapture(sandbox, input.capture_id, outcome);
    if (typeof result === 'string') throw new ControlInputError('capture_id', result);
    return { id: result.id, status: result.status };
  };
  registerControlSection(ctx, 'paypal', {
    get: () => ({
      clientId: sandbox.creds.clientId,
      webhookId: sandbox.creds.webhookId,
      tokensIssued: store.tokensIssued,
      orders: store.orders.size,
      behaviour: getPaypalBehaviour(ctx),
    }),
    patch: (body) => asControlInput(() => configurePaypal(ctx, body as PaypalBehaviourPatch)),
    reset: () => resetPaypal(ctx),
    actions: {
      approve: (body) => {
        const input = parseControlBody(orderSchema, body);
        const order = store.orders.get(input.order_id);
        if (!order) throw new ControlInputError('order_id', 'order not found');
        const refused = approveOrder(sandbox, order);
        if (refused) throw new ControlInputError('order_id', refused);
        return { id: order.id, status: order.status, payer_id: order.payerId };
      },
      'complete-capture': (body) => settleCapture(body, 'complete'),
      'deny-capture': (body) => settleCapture(body, 'deny'),
    },
  });
}
