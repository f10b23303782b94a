import type { PaymentStatus } from '@app/domain';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** The providers (each has its module in providers/, listed in payment-providers.ts). */
export type PaymentProviderName = 'payway' | 'paypal' | 'stripe';
/** checkout: PayWay's signed purchase form (its page offers cards and KHQR); khqr: our own QR card; stripe: a Checkout Session. */
export type PaymentMethod = 'checkout' | 'khqr' | 'paypal' | 'stripe';

/** The provider that runs each attempt method. */
export const PROVIDER_OF_METHOD: Readonly<Record<PaymentMethod, PaymentProviderName>> = Object.freeze({
  checkout: 'payway',
  khqr: 'payway',
  paypal: 'paypal',
  stripe: 'stripe',
});

/**
 * One payment attempt with one provider (paymentLifecycle in libs/domain). The tran_id is the
 * gateway's idempotency key: ≤ 20 characters, unique forever, stored before the gateway sees it.
 * amount and currency are what the order expects; the verification results are kept beside them.
 */
@Entity('payment')
export class Payment {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  @Column({ type: 'varchar', length: 8 })
  provider: PaymentProviderName;

  @Column({ type: 'varchar', length: 10 })
  method: PaymentMethod;

  @Column({ name: 'tran_id', type: 'varchar', length: 20 })
  tranId: string;

  /** The provider's own id when it has one (PayPal order id, Stripe Checkout Session id). */
  @Column({ name: 'provider_order_id', type: 'varchar', length: 255, nullable: true })
  providerOrderId: string | null;

  @Column({ name: 'amount_cents', type: 'int' })
  amountCents: number;

  @Column({ type: 'varchar', length: 3 })
  currency: 'USD';

  @Column({ type: 'varchar', length: 10, default: 'created' })
  status: PaymentStatus;

  /** The lifetime given to the gateway, in minutes; the attempt expires this long after it is issued. */
  @Column({ name: 'lifetime_minutes', type: 'int' })
  lifetimeMinutes: number;

  @Column({ name: 'issued_at', type: 'timestamptz', nullable: true })
  issuedAt: Date | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  /** PayPal: the capture request's number (PayPal-Request-Id `capture:<id>:<seq>`); moves on after a refusal. */
  @Column({ name: 'capture_seq', type: 'int', default: 0 })
  captureSeq: number;

  @Column({ name: 'checks_count', type: 'int', default: 0 })
  checksCount: number;

  @Column({ name: 'last_checked_at', type: 'timestamptz', nullable: true })
  lastCheckedAt: Date | null;

  /** The gateway's last answer: APPROVED, PENDING, DECLINED, CANCELLED, NOT_FOUND… */
  @Column({ name: 'last_provider_status', type: 'varchar', length: 16, nullable: true })
  lastProviderStatus: string | null;

  @Column({ name: 'last_apv', type: 'varchar', length: 32, nullable: true })
  lastApv: string | null;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  /** What the gateway says was paid (original amount and currency) when it approved. */
  @Column({ name: 'paid_amount_cents', type: 'int', nullable: true })
  paidAmountCents: number | null;

  @Column({ name: 'paid_currency', type: 'varchar', length: 3, nullable: true })
  paidCurrency: string | null;

  /** Money the order cannot take (approved after expiry, a second attempt, another amount). */
  @Column({ name: 'needs_refund', type: 'boolean', default: false })
  needsRefund: boolean;

  @Column({ name: 'refund_reason', type: 'varchar', length: 40, nullable: true })
  refundReason: string | null;

  /** KHQR: the EMV string we render as the QR ourselves, and the mobile deeplink. */
  @Column({ name: 'qr_string', type: 'text', nullable: true })
  qrString: string | null;

  @Column({ type: 'text', nullable: true })
  deeplink: string | null;

  @Column({ name: 'approved_at', type: 'timestamptz', nullable: true })
  approvedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
