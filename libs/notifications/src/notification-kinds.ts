import type { Language } from '@app/i18n';

/** Every kind of message the shop sends. The dedupe key `<kind>:<subjectId>` is unique. */
export const NOTIFICATION_KINDS = [
  'esim_ready',
  'esim_instructions',
  'topup_ready',
  'payment_failed',
  'order_failed',
  'password_changed',
  'password_reset',
  'account_changed',
  'contact_message',
  'contact_receipt',
  'order_refunded',
  'attention_staff',
  'reconciliation_differences',
  'order_link',
  'esim_alert',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export type NotificationState = 'pending' | 'sending' | 'sent' | 'failed';

/** One eSIM as the email and the PDF guide show it. */
export interface GuideEsim {
  iccid: string;
  /** The activation string: `LPA:1$<SM-DP+ address>$<activation code>`. */
  lpa: string;
  smdpAddress: string;
  activationCode: string;
  destination: string;
  /** The destination's Khmer name ('' when unknown; absent from messages queued before it existed). */
  destinationKm?: string;
  packageName: string;
  /** Already formatted, e.g. `5GB` (libs/domain data units); per day for a DayPass. */
  dataLabel: string;
  isDayPass?: boolean;
  days: number;
  /** ISO time, or null while the eSIM has no expiry yet (not activated). */
  expiresAt: string | null;
  /** ISO time of the first connection, null before it. */
  activatedAt?: string | null;
  /** ISO time: the last day to install it. */
  activateBefore?: string | null;
  status?: string;
}

/** esim_ready (sent when provisioning completes) and esim_instructions (sent again on request). */
/** What the order cost, for the email and the PDF (integer cents; discountCode null without one). */
export interface PaidSummary {
  subtotalCents: number;
  discountCode: string | null;
  discountCents: number;
  totalCents: number;
}

export interface EsimReadyData {
  orderNumber: string;
  customerName: string;
  esims: GuideEsim[];
  /** The order's page behind an unguessable token. */
  orderLink: string;
  /** What was paid (absent on emails queued before it was kept). */
  paid?: PaidSummary;
}

/** topup_ready: a renewal was added to an eSIM the customer already has (nothing to install). */
export interface TopUpReadyData {
  orderNumber: string;
  customerName: string;
  iccid: string;
  destination: string;
  destinationKm?: string;
  packageName: string;
  /** As sold, e.g. `1GB` or `500MB` (per day for a DayPass). */
  dataLabel: string;
  isDayPass?: boolean;
  daysAdded: number;
  /** ISO time of the eSIM's expiry after the renewal, or null while the new plan has not started. */
  expiresAt: string | null;
  /** The eSIM's usage page. */
  usageLink: string;
}

/** payment_failed and order_failed: what went wrong and what happens next. */
export interface OrderProblemData {
  orderNumber: string;
  customerName: string;
  /** Already formatted, e.g. `$12.00`. */
  amountLabel: string;
  reason?: string | null;
  orderLink: string;
}

export interface PasswordChangedData {
  customerName: string;
  /** ISO time of the change. */
  changedAt: string;
}

/** password_reset: the emailed code. Stored sealed (`sealed.code`), opened when rendered. */
export interface PasswordResetData {
  customerName: string;
  email: string;
  minutes: number;
  sealed: { code: string };
  /** Filled in at send time only. */
  code?: string;
}

/** account_changed: to the old address when the sign-in phone or email changed. */
export interface AccountChangedData {
  customerName: string;
  /** What changed: 'phone', 'email' or both. */
  fields: ('phone' | 'email')[];
  changedAt: string;
}

/** contact_message: to the shop's support address. */
export interface ContactMessageData {
  contactId: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  subject: string;
  message: string;
  receivedAt: string;
}

/** contact_receipt: to the sender, confirming what we received. */
export interface ContactReceiptData {
  contactId: string;
  customerName: string;
  subject: string;
  message: string;
}

/**
 * order_refunded: the payment went back to the customer in full (subject: the payment id), or part of
 * it (`partial`; subject: the refund's id, one email per partial refund).
 */
export interface OrderRefundedData {
  orderNumber: string;
  customerName: string;
  /** Already formatted, e.g. `$12.00`. */
  amountLabel: string;
  /** A partial refund: what was paid, what is refunded so far, and the lines it was for (their names). */
  partial?: { paidLabel: string; refundedTotalLabel: string; lines: string[] };
  provider: 'payway' | 'paypal' | 'stripe';
  orderLink: string;
}

/** attention_staff: a paid order entered the admin's Needs attention view (to SUPPORT_EMAIL, once per order). */
export interface AttentionStaffData {
  orderNumber: string;
  customerName: string;
  amountLabel: string;
  status: string;
  /** ISO time the order was paid. */
  paidAt: string;
  lastError: string | null;
  /** The admin panel's Needs attention view. */
  adminLink: string;
}

/** reconciliation_differences: to the shop's support address, once per (provider, day). */
export interface ReconciliationDifferencesData {
  provider: 'payway' | 'paypal' | 'stripe';
  /** YYYY-MM-DD (UTC). */
  day: string;
  differences: {
    kind: 'paid_there_not_here' | 'here_not_there' | 'amount_differs';
    tranId: string;
    orderNumber: string | null;
    /** Already formatted amounts, or '–'. */
    ours: string;
    theirs: string;
  }[];
}

/** order_link: the link to a guest's order page (Find my order, Email me this link). */
export interface OrderLinkData {
  orderNumber: string;
  customerName: string;
  orderLink: string;
}

/** esim_alert: 80 % or 100 % of the data used, or 24 hours left (subject: `<eSIM id>:<kind>:<period>`). */
export interface EsimAlertData {
  alert: 'usage_80' | 'usage_100' | 'expiry_24h';
  esimId: string;
  customerName: string;
  packageName: string;
  destination: string;
  destinationKm?: string;
  /** 0..100 of the current allowance, or null. */
  usagePercent: number | null;
  /** ISO time the eSIM ends, or null. */
  expiresAt: string | null;
  /** The rescue link's token, sealed (`sealed.rescueToken`); opened when rendered. */
  sealed: { rescueToken: string };
  rescueToken?: string;
}

export interface NotificationDataMap {
  esim_ready: EsimReadyData;
  esim_instructions: EsimReadyData;
  topup_ready: TopUpReadyData;
  payment_failed: OrderProblemData;
  order_failed: OrderProblemData;
  password_changed: PasswordChangedData;
  password_reset: PasswordResetData;
  account_changed: AccountChangedData;
  contact_message: ContactMessageData;
  contact_receipt: ContactReceiptData;
  order_refunded: OrderRefundedData;
  attention_staff: AttentionStaffData;
  reconciliation_differences: ReconciliationDifferencesData;
  order_link: OrderLinkData;
  esim_alert: EsimAlertData;
}

/** What `Notifications.enqueue` takes. */
export interface NotificationRequest<K extends NotificationKind = NotificationKind> {
  kind: K;
  /**
   * What makes this message unique within its kind: the order id for order messages, the contact
   * message id, a password-change event id. The same (kind, subjectId) is sent at most once.
   */
  subjectId: string;
  to: string;
  language: Language;
  data: NotificationDataMap[K];
}

export const dedupeKeyOf = (kind: NotificationKind, subjectId: string): string => `${kind}:${subjectId}`;

/** The shop's contacts printed in every message and guide (support email always; the rest if set). */
export interface SupportContacts {
  email: string;
  telegram?: string;
  phone?: string;
  /** The configured support promise; absent or null: no promise is printed. */
  promise?: { availability: string; responseHours: number } | null;
}

/** What every renderer gets besides the message's own data. */
export interface RenderContext {
  language: Language;
  support: SupportContacts;
  /** The storefront's public address, for links. */
  shopUrl: string;
}
