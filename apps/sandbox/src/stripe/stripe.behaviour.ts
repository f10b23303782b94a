import type { SandboxContext } from '../context';
import { applyKnobPatch } from '../kit/knob-patch';

/** The sandbox's Stripe keys (STRIPE_SANDBOX_* override them); the app's STRIPE_* defaults in the stack. */
export const STRIPE_SANDBOX_SECRET_KEY =
  process.env.STRIPE_SANDBOX_SECRET_KEY || 'sk_test_derleng_sandbox_0000';
export const STRIPE_SANDBOX_PUBLISHABLE_KEY =
  process.env.STRIPE_SANDBOX_PUBLISHABLE_KEY || 'pk_test_derleng_sandbox_0000';
export const STRIPE_SANDBOX_WEBHOOK_SECRET =
  process.env.STRIPE_SANDBOX_WEBHOOK_SECRET || 'whsec_derleng_sandbox_0000';

/*
 * Stripe sandbox knobs (also in apps/sandbox/README-stripe.md). Test cards on the hosted page:
 *   4242 4242 4242 4242 pays; 4000 0000 0000 0002 card_declined (generic_decline);
 *   4000 0000 0000 9995 card_declined (insufficient_funds); any other number: incorrect_number.
 */
export interface StripeBehaviour {
  /** Where signed events are POSTed ('' = no webhooks; SANDBOX_STRIPE_WEBHOOK_URL at start). */
  webhookUrl: string;
  /** The endpoint's signing secret (whsec_…). */
  webhookSecret: string;
  webhookDelayMs: number;
  /** Extra copies of every delivery (Stripe delivers at least once). */
  webhookDuplicate: number;
  /** The next N events are not delivered at all. */
  webhookDropNext: number;
  /** Sign with a wrong secret. */
  webhookBadSignature: boolean;
  /** Shifts the signature's timestamp (seconds; a large value is outside the receiver's tolerance). */
  webhookTimestampSkewSec: number;
  /** A paid card leaves the PaymentIntent `processing` (session complete, unpaid) until settled. */
  asyncSettlement: boolean;
  /** How long an Idempotency-Key is remembered, in seconds (24 h). */
  idempotencyTtlSec: number;
}

export const defaultStripeBehaviour = (): StripeBehaviour => ({
  webhookUrl: process.env.SANDBOX_STRIPE_WEBHOOK_URL ?? '',
  webhookSecret: STRIPE_SANDBOX_WEBHOOK_SECRET,
  webhookDelayMs: 0,
  webhookDuplicate: 0,
  webhookDropNext: 0,
  webhookBadSignature: false,
  webhookTimestampSkewSec: 0,
  asyncSettlement: false,
  idempotencyTtlSec: 24 * 3600,
});

export type StripeBehaviourPatch = Partial<StripeBehaviour>;

const behaviours = new WeakMap<SandboxContext, StripeBehaviour>();

export function getStripeBehaviour(ctx: SandboxContext): StripeBehaviour {
  let behaviour = behaviours.get(ctx);
  if (!behaviour) {
    behaviour = defaultStripeBehaviour();
    behaviours.set(ctx, behaviour);
  }
  return behaviour;
}

/** Checks the patch on a copy (unknown keys or wrong types throw KnobPatchError), then applies it. */
export function configureStripe(ctx: SandboxContext, patch: StripeBehaviourPatch): StripeBehaviour {
  const live = getStripeBehaviour(ctx);
  const next = structuredClone(live);
  applyKnobPatch(next, patch);
  return Object.assign(live, next);
}

export function resetStripe(ctx: SandboxContext): StripeBehaviour {
  return Object.assign(getStripeBehaviour(ctx), defaultStripeBehaviour());
}

/** What a test card number does on the hosted page. */
export type CardOutcome =
  { kind: 'pay' } | { kind: 'decline'; code: string; declineCode?: string; message: string };

export function cardOutcome(number: string): CardOutcome {
  const digits = number.replace(/[\s-]/g, '');
  if (digits === '4242424242424242') return { kind: 'pay' };
  if (digits === '4000000000000002')
    return {
      kind: 'decline',
      code: 'card_declined',
      declineCode: 'generic_decline',
      message: 'Your card was declined.',
    };
  if (digits === '4000000000009995')
    return {
      kind: 'decline',
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    };
  return { kind: 'decline', code: 'incorrect_number', message: 'Your card number is incorrect.' };
}
