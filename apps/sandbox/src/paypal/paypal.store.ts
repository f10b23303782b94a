import type { SandboxContext } from '../context';
import { JsonFile } from '../kit/json-file';

export type OrderStatus = 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
export type CaptureStatus =
  'COMPLETED' | 'PENDING' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'REFUNDED' | 'FAILED';

export interface PaypalMoney {
  currency_code: string;
  value: string;
}

export interface PaypalOrderRecord {
  id: string;
  intent: string;
  status: OrderStatus;
  /** The purchase units as the merchant sent them (amount, items, ids, description…). */
  purchaseUnits: Array<Record<string, unknown> & { amount: PaypalMoney; reference_id: string }>;
  returnUrl?: string;
  cancelUrl?: string;
  /** payment_source.paypal was given (experience_context): the order starts PAYER_ACTION_REQUIRED. */
  withPaymentSource: boolean;
  payerId?: string;
  captureIds: string[];
  createTime: number;
  updateTime: number;
}

export interface PaypalCaptureRecord {
  id: string;
  orderId: string;
  referenceId: string;
  status: CaptureStatus;
  pendingReason?: string;
  amount: PaypalMoney;
  refundedMinor: number;
  customId?: string;
  invoiceId?: string;
  refundIds: string[];
  createTime: number;
  updateTime: number;
}

export interface PaypalRefundRecord {
  id: string;
  captureId: string;
  status: 'COMPLETED';
  amount: PaypalMoney;
  invoiceId?: string;
  noteToPayer?: string;
  createTime: number;
}

/** What a PayPal-Request-Id remembers: the resource the first request made, or the error it got. */
export interface RequestIdEntry {
  at: number;
  status: number;
  kind: 'order' | 'capture' | 'refund' | 'error';
  id?: string;
  body?: unknown;
}

interface Snapshot {
  orders: PaypalOrderRecord[];
  captures: PaypalCaptureRecord[];
  refunds: PaypalRefundRecord[];
  requestIds: Array<[string, RequestIdEntry]>;
  tokens: Array<[string, number]>;
}

/** PayPal sandbox state, in memory and mirrored to <dataDir>/paypal-state.json. */
export class PaypalStore {
  readonly orders = new Map<string, PaypalOrderRecord>();
  readonly captures = new Map<string, PaypalCaptureRecord>();
  readonly refunds = new Map<string, PaypalRefundRecord>();
  readonly requestIds = new Map<string, RequestIdEntry>();
  /** access token -> expiry (sandbox-clock ms). */
  readonly tokens = new Map<string, number>();
  /** How many tokens were issued since start (tests check the client's caching with it). */
  tokensIssued = 0;
  private readonly file: JsonFile<Snapshot>;

  constructor(ctx: SandboxContext) {
    this.file = new JsonFile(ctx.config.dataDir, 'paypal-state.json');
    const saved = this.file.load();
    for (const order of saved?.orders ?? []) this.orders.set(order.id, order);
    for (const capture of saved?.captures ?? []) this.captures.set(capture.id, capture);
    for (const refund of saved?.refunds ?? []) this.refunds.set(refund.id, refund);
    for (const [key, entry] of saved?.requestIds ?? []) this.requestIds.set(key, entry);
    for (const [token, expiry] of saved?.tokens ?? []) this.tokens.set(token, expiry);
  }

  /** True when `id` is not yet used by any order, capture or refund. */
  isFreeId(id: string): boolean {
    return !this.orders.has(id) && !this.captures.has(id) && !this.refunds.has(id);
  }

  expireAllTokens(): void {
    for (const token of this.tokens.keys()) this.tokens.set(token, 0);
    this.changed();
  }

  changed(): void {
    this.file.scheduleSave(() => ({
      orders: [...this.orders.values()],
      captures: [...this.captures.values()],
      refunds: [...this.refunds.values()],
      requestIds: [...this.requestIds.entries()],
      tokens: [...this.tokens.entries()],
    }));
  }

  flush(): void {
    this.file.flush();
  }
}

const stores = new WeakMap<SandboxContext, PaypalStore>();

export function getPaypalStore(ctx: SandboxContext): PaypalStore {
  let store = stores.get(ctx);
  if (!store) {
    store = new PaypalStore(ctx);
    stores.set(ctx, store);
  }
  return store;
}
