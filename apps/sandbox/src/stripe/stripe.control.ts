import { z } from 'zod';
import { ControlInputError, parseControlBody, registerControlSection } from '../control/control-sections';
import { asControlInput } from '../payway/payway.control';
import {
  configureStripe,
  getStripeBehaviour,
  resetStripe,
  type StripeBehaviourPatch,
} from './stripe.behaviour';
import { payOnPage, settleSession } from './stripe.api';
import { cardOutcome } from './stripe.behaviour';
import type { StripeSandbox } from './stripe.state';

const settleSchema = z
  .object({ session_id: z.string().min(1), outcome: z.enum(['succeed', 'fail']) })
  .strict();
const paySchema = z.object({ session_id: z.string().min(1), card_number: z.string().min(12) }).strict();

/**
 * /__control/stripe: GET the knobs and counts, PUT a patch (stripe.behaviour.ts), actions pay
 * {session_id, card_number} (the hosted page's submit, for tests), settle {session_id, outcome}
 * (a processing payment succeeds or fails), reset with the sandbox.
 */
export function registerStripeControl(sandbox: StripeSandbox): void {
  const { ctx, store } = sandbox;
  registerControlSection(ctx, 'stripe', {
    get: () => ({
      sessions: store.sessions.size,
      paymentIntents: store.intents.size,
      refunds: store.refunds.size,
      events: store.events.length,
      behaviour: getStripeBehaviour(ctx),
    }),
    patch: (body) => asControlInput(() => configureStripe(ctx, body as StripeBehaviourPatch)),
    reset: () => resetStripe(ctx),
    actions: {
      pay: (body) => {
        const input = parseControlBody(paySchema, body);
        const session = store.sessions.get(input.session_id);
        if (!session) throw new ControlInputError('session_id', 'session not found');
        const error = payOnPage(
          sandbox,
          session,
          cardOutcome(input.card_number),
          input.card_number.slice(-4),
        );
        return { id: session.id, status: session.status, payment_status: session.paymentStatus, error };
      },
      settle: (body) => {
        const input = parseControlBody(settleSchema, body);
        const result = settleSession(sandbox, input.session_id, input.outcome);
        if (typeof result === 'string') throw new ControlInputError('session_id', result);
        return { id: result.id, status: result.status, payment_status: result.paymentStatus };
      },
    },
  });
}
