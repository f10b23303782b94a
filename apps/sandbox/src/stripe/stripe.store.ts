import type { SandboxContext } from '../context';
import { JsonFile } from '../kit/json-file';

export interface StripeLineItem {
  name: string;
  currency: string;
  unitAmount: number;
  quantity: number;
}

export interface StripeSessionRecord {
  id: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'unpaid' | 'paid';
  amountTotal: number;
  currency: string;
  lineItems: StripeLineItem[];
  clientReferenceId: string | null;
  customerEmail: string | null;
  metadata: Record<string, string>;
  paymentIntentMetadata: Record<string, string>;
  successUrl: string | null;
  cancelUrl: string | null;
  locale: string | null;
  paymentIntentId: string | null;
  created: number;
  expiresAt: number;
}

export type PaymentIntentStatus = 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';

export interface StripePaymentError {
  type: 'card_error';
  code: string;
  decline_code?: string;
  message: string;
}

export interface StripePaymentIntentRecord {
  id: string;
  sessionId: string;
  amount: number;
  amountReceived: number;
  currency: string;
  status: PaymentIntentStatus;
  lastPaymentError: StripePaymentError | null;
  metadata: Record<string, string>;
  chargeId: string | null;
  cardLast4: string | null;
  /** The card of the last attempt (pm_…), once the buyer has submitted one. */
  paymentMethodId?: string | null;
  created: number;
  canceledAt: number | null;
}

export interface StripeRefundRecord {
  id: string;
  paymentIntentId: string;
  chargeId: string | null;
  amount: number;
  currency: string;
  status: 'succeeded';
  reason: string | null;
  metadata: Record<string, string>;
  paymentMethodId?: string | null;
  created: number;
}

export interface StripeEventRecord {
  id: string;
  type: string;
  created: number;
  object: Record<string, unknown>;
}

/** What an Idempotency-Key remembers: the request's parameters and the first answer (Stripe keeps 24 h). */
export interface IdempotencyEntry {
  at: number;
  method: string;
  path: string;
  paramsHash: string;
  status: number;
  body: unknown;
}

interface Snapshot {
  sessions: StripeSessionRecord[];
  intents: StripePaymentIntentRecord[];
  refunds: StripeRefundRecord[];
  events: StripeEventRecord[];
  keys: Array<[string, IdempotencyEntry]>;
}

/** Stripe sandbox state, in memory and mirrored to <dataDir>/stripe-state.json. */
export class StripeStore {
  readonly sessions = new Map<string, StripeSessionRecord>();
  readonly intents = new Map<string, StripePaymentIntentRecord>();
  readonly refunds = new Map<string, StripeRefundRecord>();
  readonly events: StripeEventRecord[] = [];
  readonly keys = new Map<string, IdempotencyEntry>();
  private readonly file: JsonFile<Snapshot>;

  constructor(dataDir: string | undefined) {
    this.file = new JsonFile<Snapshot>(dataDir, 'stripe-state.json');
    const saved = this.file.load();
    if (!saved) return;
    for (const session of saved.sessions ?? []) this.sessions.set(session.id, session);
    for (const intent of saved.intents ?? []) this.intents.set(intent.id, intent);
    for (const refund of saved.refunds ?? []) this.refunds.set(refund.id, refund);
    this.events.push(...(saved.events ?? []));
    for (const [key, entry] of saved.keys ?? []) this.keys.set(key, entry);
  }

  addEvent(event: StripeEventRecord): void {
    this.events.push(event);
    if (this.events.length > 1000) this.events.shift();
    this.changed();
  }

  changed(): void {
    this.file.scheduleSave(() => ({
      sessions: [...this.sessions.values()],
      intents: [...this.intents.values()],
      refunds: [...this.refunds.values()],
      events: this.events,
      keys: [...this.keys.entries()],
    }));
  }

  flush(): void {
    this.file.flush();
  }
}

const stores = new WeakMap<SandboxContext, StripeStore>();

export function getStripeStore(ctx: SandboxContext): StripeStore {
  let store = stores.get(ctx);
  if (!store) {
    store = new StripeStore(ctx.config.dataDir);
    stores.set(ctx, store);
  }
  return store;
}

/** Stripe-looking ids from the sandbox's seeded random source (cs_test_…, pi_…, evt_…). */
export function stripeId(ctx: SandboxContext, prefix: string, length = 24): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let id = '';
  for (let i = 0; i < length; i += 1) id += alphabet[Math.floor(ctx.random.next() * alphabet.length)];
  return `${prefix}_${id}`;
}
