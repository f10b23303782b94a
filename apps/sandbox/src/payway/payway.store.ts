import type { SandboxContext } from '../context';
import { JsonFile } from '../kit/json-file';

export type PaywayTxStatus = 'PENDING' | 'APPROVED' | 'PRE-AUTH' | 'DECLINED' | 'REFUNDED' | 'CANCELLED';
export type PaywayCurrency = 'USD' | 'KHR';

export const STATUS_CODE: Record<PaywayTxStatus, number> = {
  APPROVED: 0,
  'PRE-AUTH': 0,
  PENDING: 2,
  DECLINED: 3,
  REFUNDED: 4,
  CANCELLED: 7,
};

export interface PaywayOperation {
  status: 'Completed' | 'Pre-Auth' | 'Refunded';
  amountMinor: number;
  at: number;
  bankRef: string;
}

export interface PushbackAttempt {
  at: number;
  url: string;
  httpStatus?: number;
  error?: string;
  signature: 'valid' | 'bad' | 'none';
}

/** One transaction as the sandbox keeps it (times are sandbox-clock ms). */
export interface PaywayTransaction {
  tranId: string;
  merchantId: string;
  amountMinor: number;
  currency: PaywayCurrency;
  /** purchase = Purchase API (checkout page or KHQR JSON); qr-api = generate-qr. */
  source: 'purchase' | 'qr-api';
  paymentOption: string;
  type: 'purchase' | 'pre-auth';
  status: PaywayTxStatus;
  createdAt: number;
  expiresAt: number;
  /** Set when an unpaid transaction passed its lifetime. */
  expired?: boolean;
  /** Status APIs answer code 6 "not found" until then (the KHQR lag), sandbox-clock ms. */
  hiddenUntil?: number;
  /** Set by close-transaction: no pushback may follow. */
  closed?: boolean;
  paidAt?: number;
  /** Of an approval: the part of amountMinor it covers (original_amount), in the transaction's currency. */
  settledMinor?: number;
  /** Of an approval: what the payer's account was charged (payment_amount / payment_currency). */
  paymentMinor?: number;
  paymentCurrency?: PaywayCurrency;
  apv?: string;
  paymentType?: string;
  pushbackUrl?: string;
  cancelUrl?: string;
  continueSuccessUrl?: string;
  skipSuccessPage: boolean;
  returnParams?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  operations: PaywayOperation[];
  pushbacks: PushbackAttempt[];
}

export const isKhqr = (tx: PaywayTransaction): boolean =>
  tx.source === 'qr-api' || tx.paymentOption.startsWith('abapay_khqr');

export const refundedMinor = (tx: PaywayTransaction): number =>
  tx.operations.filter((op) => op.status === 'Refunded').reduce((sum, op) => sum + op.amountMinor, 0);

/** All PayWay transactions of one sandbox, kept in memory and mirrored to <dataDir>/payway-transactions.json. */
export class PaywayStore {
  private readonly transactions = new Map<string, PaywayTransaction>();
  private readonly file: JsonFile<PaywayTransaction[]>;

  constructor(ctx: SandboxContext) {
    this.file = new JsonFile(ctx.config.dataDir, 'payway-transactions.json');
    for (const tx of this.file.load() ?? []) this.transactions.set(tx.tranId, tx);
  }

  get(tranId: string): PaywayTransaction | undefined {
    return this.transactions.get(tranId);
  }

  has(tranId: string): boolean {
    return this.transactions.has(tranId);
  }

  all(): PaywayTransaction[] {
    return [...this.transactions.values()];
  }

  add(tx: PaywayTransaction): void {
    this.transactions.set(tx.tranId, tx);
    this.changed();
  }

  /** Call after mutating a transaction in place. */
  changed(): void {
    this.file.scheduleSave(() => this.all());
  }

  flush(): void {
    this.file.flush();
  }
}

const stores = new WeakMap<SandboxContext, PaywayStore>();

export function getPaywayStore(ctx: SandboxContext): PaywayStore {
  let store = stores.get(ctx);
  if (!store) {
    store = new PaywayStore(ctx);
    stores.set(ctx, store);
  }
  return store;
}
