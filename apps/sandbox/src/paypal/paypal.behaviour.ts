import type { SandboxContext } from '../context';
import { applyKnobPatch } from '../kit/knob-patch';
import { getPaypalStore } from './paypal.store';

/*
 * PayPal sandbox knobs and magic amounts (also in apps/sandbox/README-payway-paypal.md).
 *
 * Magic amounts look at the last two digits of a purchase unit's amount in minor units
 * (12.13 USD -> "13"); they act at capture time:
 *   ..13 -> 422 INSTRUMENT_DECLINED                 ..14 -> 422 PAYER_CANNOT_PAY
 *   ..15 -> 422 TRANSACTION_REFUSED                 ..16 -> 422 REDIRECT_PAYER_FOR_ALTERNATE_FUNDING
 *   ..19 -> 422 MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED
 *   ..17 -> 201, capture PENDING (status_details.reason PENDING_REVIEW), webhook PAYMENT.CAPTURE.PENDING;
 *           POST /__paypal/captures/{id}/complete or /deny settles it later (webhook COMPLETED / DENIED)
 *   ..18 -> 201, capture DECLINED, webhook PAYMENT.CAPTURE.DENIED
 * A 422 leaves the order APPROVED (the buyer may retry with another instrument).
 */
export interface PaypalBehaviour {
  /** expires_in of new access tokens, in seconds. */
  tokenTtlSec: number;
  /** Where webhook events are POSTed ('' = no webhooks). */
  webhookUrl: string;
  webhookDelayMs: number;
  /** Extra copies of every webhook delivery (at-least-once). */
  webhookDuplicate: number;
  /** Sign webhooks with a wrong key (verify-webhook-signature then answers FAILURE). */
  webhookBadSignature: boolean;
  /** Capture failures (422 issues) by minor-unit ending. */
  captureIssues: Array<{ suffix: string; issue: string }>;
  pendingSuffixes: string[];
  declinedSuffixes: string[];
  /** How long a PayPal-Request-Id is remembered, in seconds (6 h). */
  requestIdTtlSec: number;
  /** Shifts the sandbox clock forward (token expiry, Request-Id window), in ms. */
  clockOffsetMs: number;
}

export const defaultPaypalBehaviour = (): PaypalBehaviour => ({
  tokenTtlSec: 32400,
  webhookUrl: '',
  webhookDelayMs: 0,
  webhookDuplicate: 0,
  webhookBadSignature: false,
  captureIssues: [
    { suffix: '13', issue: 'INSTRUMENT_DECLINED' },
    { suffix: '14', issue: 'PAYER_CANNOT_PAY' },
    { suffix: '15', issue: 'TRANSACTION_REFUSED' },
    { suffix: '16', issue: 'REDIRECT_PAYER_FOR_ALTERNATE_FUNDING' },
    { suffix: '19', issue: 'MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED' },
  ],
  pendingSuffixes: ['17'],
  declinedSuffixes: ['18'],
  requestIdTtlSec: 6 * 3600,
  clockOffsetMs: 0,
});

/** Knob changes, plus one action: expireTokensNow makes every issued token answer 401 invalid_token. */
export type PaypalBehaviourPatch = Partial<PaypalBehaviour> & { expireTokensNow?: boolean };

const behaviours = new WeakMap<SandboxContext, PaypalBehaviour>();

export function getPaypalBehaviour(ctx: SandboxContext): PaypalBehaviour {
  let behaviour = behaviours.get(ctx);
  if (!behaviour) {
    behaviour = defaultPaypalBehaviour();
    behaviours.set(ctx, behaviour);
  }
  return behaviour;
}

/**
 * Called by the control API (and tests). The patch is checked on a copy first (unknown keys or wrong
 * types throw KnobPatchError and change nothing), then applied to the live object, which it returns.
 */
export function configurePaypal(ctx: SandboxContext, patch: PaypalBehaviourPatch): PaypalBehaviour {
  const { expireTokensNow, ...knobs } = patch;
  const live = getPaypalBehaviour(ctx);
  const next = structuredClone(live);
  applyKnobPatch(next, knobs);
  Object.assign(live, next);
  if (expireTokensNow === true) getPaypalStore(ctx).expireAllTokens();
  return live;
}

export function resetPaypal(ctx: SandboxContext): PaypalBehaviour {
  return Object.assign(getPaypalBehaviour(ctx), defaultPaypalBehaviour());
}

export const paypalNow = (ctx: SandboxContext): number => Date.now() + getPaypalBehaviour(ctx).clockOffsetMs;

export type CaptureMagic =
  { kind: 'issue'; issue: string } | { kind: 'pending' } | { kind: 'declined' } | { kind: 'ok' };

export function captureMagic(behaviour: PaypalBehaviour, minor: number): CaptureMagic {
  const suffix = String(minor % 100).padStart(2, '0');
  const issue = behaviour.captureIssues.find((entry) => entry.suffix === suffix);
  if (issue) return { kind: 'issue', issue: issue.issue };
  if (behaviour.pendingSuffixes.includes(suffix)) return { kind: 'pending' };
  if (behaviour.declinedSuffixes.includes(suffix)) return { kind: 'declined' };
  return { kind: 'ok' };
}

export interface PaypalCredentials {
  clientId: string;
  clientSecret: string;
  webhookId: string;
}

export const paypalCredentials = (): PaypalCredentials => ({
  clientId: process.env.PAYPAL_CLIENT_ID || 'sandbox-client-id',
  clientSecret: process.env.PAYPAL_CLIENT_SECRET || 'sandbox-client-secret',
  webhookId: process.env.PAYPAL_WEBHOOK_ID || 'WH-SANDBOX',
});
