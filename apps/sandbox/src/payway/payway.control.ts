import { z } from 'zod';
import { ControlInputError, parseControlBody, registerControlSection } from '../control/control-sections';
import { KnobPatchError } from '../kit/knob-patch';
import { configurePayway, getPaywayBehaviour, PaywayBehaviourPatch, resetPayway } from './payway.behaviour';
import { paywayRefunds } from './payway.refund';
import { settle } from './payway.settlement';
import type { PaywaySandbox } from './payway.state';

const paySchema = z
  .object({
    tran_id: z.string().min(1).max(20),
    outcome: z.enum(['approve', 'decline']).optional(),
    force: z.boolean().optional(),
  })
  .strict();

/** Turns a knob patch failure into the control API's 400 naming the field. */
export function asControlInput<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof KnobPatchError) throw new ControlInputError(error.field, error.message);
    throw error;
  }
}

/**
 * /__control/payway: GET the knobs, PUT a patch of them (see payway.behaviour.ts), POST
 * /__control/payway/pay {tran_id, outcome?, force?} to pay as the payer, reset with the sandbox.
 */
export function registerPaywayControl(sandbox: PaywaySandbox): void {
  const { ctx } = sandbox;
  registerControlSection(ctx, 'payway', {
    get: () => ({
      merchantId: sandbox.creds.merchantId,
      transactions: sandbox.store.all().length,
      refunds: paywayRefunds(sandbox.store).length,
      behaviour: getPaywayBehaviour(ctx),
    }),
    patch: (body) => asControlInput(() => configurePayway(ctx, body as PaywayBehaviourPatch)),
    reset: () => resetPayway(ctx),
    actions: {
      pay: (body) => {
        const input = parseControlBody(paySchema, body);
        const result = settle(sandbox, input.tran_id, input.outcome ?? 'approve', input.force ?? false);
        if (!result.ok) throw new ControlInputError('tran_id', `${result.message} (code ${result.code})`);
        return { tran_id: result.tx.tranId, payment_status: result.tx.status, pushback: result.pushback };
      },
    },
  });
}
