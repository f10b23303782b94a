import type { RenewalOption } from './renewals';

/**
 * Usage and expiry alerts of an eSIM, the customer's per-kind opt-out, and the rescue top-up link
 * (`/esim/{id}/rescue?t=…`) the alerts carry.
 */
export const ESIM_ALERT_KINDS = ['usage_80', 'usage_100', 'expiry_24h'] as const;
export type EsimAlertKind = (typeof ESIM_ALERT_KINDS)[number];

export const isEsimAlertKind = (value: unknown): value is EsimAlertKind =>
  typeof value === 'string' && (ESIM_ALERT_KINDS as readonly string[]).includes(value);

/** GET/PUT /api/account/alert-preferences: true = the customer gets this alert. */
export type AlertPreferences = Record<EsimAlertKind, boolean>;

/** Realtime `esim_alert` (rooms user:<id>, order:<id>): an alert was sent for this eSIM. */
export interface EsimAlertPush {
  type: 'esim_alert';
  esimId: string;
  kind: EsimAlertKind;
  timestamp: string;
}

/** Why a rescue link is refused (the page says which, in the customer's language). */
export type RescueLinkProblem = 'RESCUE_LINK_INVALID' | 'RESCUE_LINK_EXPIRED' | 'RESCUE_LINK_REVOKED';

/**
 * GET /api/rescue/{esimId}?t=…: what the link may show. Only the plan, its state and the renewal
 * options priced by the server: no activation code, no other eSIM, nothing about the person.
 */
export interface RescueView {
  esimId: string;
  destination: string;
  /** The destination's Khmer name ('' when unknown). */
  destinationKm: string;
  /** The provider's plan name (English); the page names it in Khmer from the fields below. */
  plan: string;
  /** The plan's days (a DayPass: the days bought). */
  days: number;
  isDayPass: boolean;
  /** '5GB' (per day for a DayPass). */
  data: string;
  status: string;
  /** 0..100 of the current allowance, or null when not reported. */
  usagePercent: number | null;
  expiresAt: string | null;
  /** When the link stops working. */
  linkExpiresAt: string;
  renewalOptions: RenewalOption[];
}

/** POST /api/rescue/{esimId}/renewal. */
export interface RescueRenewalRequest {
  t: string;
  packageId: number;
  daypassDays?: number;
  /** How the renewal is paid: KHQR on the page (the default) or PayPal with the returned token. */
  paymentMethod?: RescuePaymentMethod;
}

/** The ways a rescue top-up is paid ("the normal checkout": KHQR or PayPal). */
export const RESCUE_PAYMENT_METHODS = ['payway_khqr', 'paypal'] as const;
export type RescuePaymentMethod = (typeof RESCUE_PAYMENT_METHODS)[number];

/** The renewal order, paid by KHQR on the rescue page (or PayPal with the order's token). */
export interface RescueRenewalResponse {
  orderId: string;
  orderNumber: string;
  /** The order's guest token: status reads and the payment-success page without a session. */
  accessToken: string;
  amount: string;
  transactionId: string;
}

/** The rescue link's path on the shop (`t` is the signed token). */
export const rescueLinkPath = (esimId: string, token: string): string =>
  `/esim/${encodeURIComponent(esimId)}/rescue?${new URLSearchParams({ t: token }).toString()}`;
