import type { SandboxContext } from '../context';
import { applyKnobPatch } from '../kit/knob-patch';

/*
 * PayWay sandbox knobs and magic amounts (also in apps/sandbox/README-payway-paypal.md).
 *
 * Magic amounts look at the last two digits of the amount in minor units: USD cents (10.13 -> "13"),
 * KHR whole riels (40013 -> "13").
 *   ..13  paying is declined: the transaction becomes DECLINED (payment_status_code 3), no pushback.
 *   ..17  paying leaves it PENDING (code 2) forever: no pushback; only /__payway/pay with
 *         {"outcome":"approve","force":true} or close-transaction moves it on.
 *   ..41  paid from a riel (KHR) account: check-transaction-2 answers payment_currency KHR and
 *         payment_amount in riel at khrPerUsd, original_amount the requested amount (no original_currency).
 *   ..43  paid from a riel account 1.00 short (100 minor units): original_amount is what was covered.
 * Every other amount is approved on Pay (code 0) and pushed back to the decoded return_url.
 *
 * Settlement knobs: payFromKhrAccount (every approval as ..41), shortfallMinor (every approval that much
 * short), khrPerUsd (the gateway's rate for those conversions), sendOriginalCurrency (add
 * original_currency to check-transaction-2, which its documented answer does not carry).
 *
 * Pushback knobs: duplicate (extra copies), delayMs, drop, badSignature, unsigned, statusAsNumber
 * (legacy int 0 instead of "0").
 */
export interface PaywayPushbackKnobs {
  /** Extra copies of every pushback (0 = delivered once). */
  duplicate: number;
  /** Delay before the pushback is sent, in ms. */
  delayMs: number;
  /** Never send the pushback (the merchant must poll). */
  drop: boolean;
  /** Send an X-PayWay-HMAC-SHA512 header that does not match the body. */
  badSignature: boolean;
  /** Send no signature header at all (old merchant profiles). */
  unsigned: boolean;
  /** Send status as the legacy number 0 instead of the string "0". */
  statusAsNumber: boolean;
}

export interface PaywayBehaviour {
  pushback: PaywayPushbackKnobs;
  /** Minor-unit endings that make a payment decline. */
  declineSuffixes: string[];
  /** Minor-unit endings that keep a payment pending. */
  pendingSuffixes: string[];
  /** A KHQR transaction answers code 6 "not found" for this long after creation (0 = never). */
  notFoundLagMs: number;
  /** Profile is QR-enabled: abapay_khqr(_deeplink) purchases answer KHQR JSON (else the HTML page). */
  qrEnabled: boolean;
  /** KHQR JSON uses qr_string instead of qrString (both occur in the wild). */
  khqrSnakeCase: boolean;
  /** Refund API enabled on the merchant (a default sandbox merchant answers 404). */
  refundEnabled: boolean;
  /** Answer every error envelope with HTTP 403 instead of only the hash/merchant rejections. */
  errorsAsHttp403: boolean;
  /** Hosts allowed in return_url / callback_url; empty = any host. */
  returnUrlWhitelist: string[];
  /** Lifetime in minutes when the request gives none. */
  defaultLifetimeMin: number;
  /** Shifts the sandbox clock (expiry, 7-day window, idempotency windows) forward, in ms. */
  clockOffsetMs: number;
  /** Transaction limit in USD cents (code 44 above it); the KHR limit is this times 40 (4000 riels a dollar). */
  usdLimitMinor: number;
  /** Minor-unit endings paid from a riel account (payment_currency KHR at khrPerUsd). */
  khrAccountSuffixes: string[];
  /** Minor-unit endings paid from a riel account 100 minor units short. */
  shortfallSuffixes: string[];
  /** Every approval is paid from a riel account. */
  payFromKhrAccount: boolean;
  /** Every approval covers this many minor units less than requested (0 = the full amount). */
  shortfallMinor: number;
  /** The gateway's exchange rate for payments from riel accounts (riels per US dollar). */
  khrPerUsd: number;
  /** check-transaction-2 also sends original_currency (some accounts do; the documented answer does not). */
  sendOriginalCurrency: boolean;
}

export const defaultPaywayBehaviour = (): PaywayBehaviour => ({
  pushback: {
    duplicate: 0,
    delayMs: 0,
    drop: false,
    badSignature: false,
    unsigned: false,
    statusAsNumber: false,
  },
  declineSuffixes: ['13'],
  pendingSuffixes: ['17'],
  notFoundLagMs: 1000,
  qrEnabled: true,
  khqrSnakeCase: false,
  refundEnabled: true,
  errorsAsHttp403: false,
  returnUrlWhitelist: [],
  defaultLifetimeMin: 30,
  clockOffsetMs: 0,
  usdLimitMinor: 1_000_000,
  khrAccountSuffixes: ['41'],
  shortfallSuffixes: ['43'],
  payFromKhrAccount: false,
  shortfallMinor: 0,
  khrPerUsd: 4100,
  sendOriginalCurrency: false,
});

export type PaywayBehaviourPatch = Partial<Omit<PaywayBehaviour, 'pushback'>> & {
  pushback?: Partial<PaywayPushbackKnobs>;
};

const behaviours = new WeakMap<SandboxContext, PaywayBehaviour>();

export function getPaywayBehaviour(ctx: SandboxContext): PaywayBehaviour {
  let behaviour = behaviours.get(ctx);
  if (!behaviour) {
    behaviour = defaultPaywayBehaviour();
    behaviours.set(ctx, behaviour);
  }
  return behaviour;
}

/**
 * Called by the control API (and tests). The patch is checked on a copy first (unknown keys or wrong
 * types throw KnobPatchError and change nothing), then applied to the live object, which it returns.
 */
export function configurePayway(ctx: SandboxContext, patch: PaywayBehaviourPatch): PaywayBehaviour {
  const live = getPaywayBehaviour(ctx);
  const next = structuredClone(live);
  applyKnobPatch(next, patch);
  Object.assign(live, next);
  return live;
}

export function resetPayway(ctx: SandboxContext): PaywayBehaviour {
  return Object.assign(getPaywayBehaviour(ctx), defaultPaywayBehaviour());
}

export const paywayNow = (ctx: SandboxContext): number => Date.now() + getPaywayBehaviour(ctx).clockOffsetMs;

export type MagicOutcome = 'approve' | 'decline' | 'pending';

export function magicOutcome(behaviour: PaywayBehaviour, amountMinor: number): MagicOutcome {
  const suffix = String(amountMinor % 100).padStart(2, '0');
  if (behaviour.declineSuffixes.includes(suffix)) return 'decline';
  if (behaviour.pendingSuffixes.includes(suffix)) return 'pending';
  return 'approve';
}

/** How an approval is paid: from which kind of account, and how much of the amount it covers. */
export interface PaywayFunding {
  fromKhrAccount: boolean;
  shortMinor: number;
}

export function fundingOf(behaviour: PaywayBehaviour, amountMinor: number): PaywayFunding {
  const suffix = String(amountMinor % 100).padStart(2, '0');
  const short = behaviour.shortfallSuffixes.includes(suffix);
  return {
    fromKhrAccount: behaviour.payFromKhrAccount || short || behaviour.khrAccountSuffixes.includes(suffix),
    shortMinor: Math.min(amountMinor, short ? 100 : behaviour.shortfallMinor),
  };
}

export interface PaywayCredentials {
  merchantId: string;
  apiKey: string;
}

export const paywayCredentials = (): PaywayCredentials => ({
  merchantId: process.env.PAYWAY_MERCHANT_ID || 'derleng_sandbox',
  apiKey: process.env.PAYWAY_API_KEY || 'sandbox-payway-api-key',
});

/** Starts the KHQR "not found" lag (notFoundLagMs) from the moment the answer leaves the sandbox. */
export function hideForLag(sandbox: { ctx: SandboxContext }, tx: { hiddenUntil?: number }): void {
  const lag = getPaywayBehaviour(sandbox.ctx).notFoundLagMs;
  if (lag > 0) tx.hiddenUntil = paywayNow(sandbox.ctx) + lag;
}
