import * as fc from 'fast-check';
import { PAYMENT_STATUS_MAX_CHECKS } from './constants';
import { TransitionError } from './lifecycle';
import { ORDER_STATUSES } from './order-state';
import {
  PAYMENT_STATUSES,
  paymentLifecycle,
  type PaymentStatus,
  publicPaymentStatus,
  shouldPollPaymentStatus,
} from './payment-state';

/** Written out independently of PAYMENT_TRANSITIONS. */
const LEGAL = new Set([
  'created>pending',
  'created>expired',
  'pending>approved',
  'pending>declined',
  'pending>expired',
  'expired>approved',
]);

const pairs = PAYMENT_STATUSES.flatMap((from) => PAYMENT_STATUSES.map((to) => [from, to] as const));

describe('payment lifecycle', () => {
  it('has the design states', () => {
    expect([...PAYMENT_STATUSES].sort()).toEqual(['approved', 'created', 'declined', 'expired', 'pending']);
  });

  it.each(pairs)('%s → %s is legal only if listed', (from, to) => {
    const legal = LEGAL.has(`${from}>${to}`);
    expect(paymentLifecycle.canTransition(from, to)).toBe(legal);
    if (legal) expect(() => paymentLifecycle.assertTransition(from, to)).not.toThrow();
    else expect(() => paymentLifecycle.assertTransition(from, to)).toThrow(TransitionError);
  });

  it('makes approved and declined final', () => {
    expect(PAYMENT_STATUSES.filter((s) => paymentLifecycle.isTerminal(s))).toEqual(['approved', 'declined']);
  });

  it('rejects unknown states (property)', () => {
    const unknown = fc
      .oneof(fc.string(), fc.constantFrom('cancelled', 'refunded', '__proto__', 'constructor'))
      .filter((s) => !(PAYMENT_STATUSES as readonly string[]).includes(s));
    fc.assert(
      fc.property(unknown, fc.constantFrom(...PAYMENT_STATUSES), (bad, good) => {
        expect(paymentLifecycle.isState(bad)).toBe(false);
        expect(paymentLifecycle.canTransition(good, bad as PaymentStatus)).toBe(false);
        expect(paymentLifecycle.canTransition(bad as PaymentStatus, good)).toBe(false);
      }),
    );
  });
});

describe('public payment status', () => {
  it('derives the status page state from the order', () => {
    expect(Object.fromEntries(ORDER_STATUSES.map((s) => [s, publicPaymentStatus(s)]))).toEqual({
      pending: 'pending',
      confirmed: 'processing',
      processing: 'processing',
      completed: 'confirmed',
      needs_attention: 'failed',
      cancelled: 'failed',
      refunded: 'failed',
    });
  });

  it('polls pending and processing up to the limit only', () => {
    expect(shouldPollPaymentStatus('pending', 0)).toBe(true);
    expect(shouldPollPaymentStatus('processing', PAYMENT_STATUS_MAX_CHECKS - 1)).toBe(true);
    expect(shouldPollPaymentStatus('processing', PAYMENT_STATUS_MAX_CHECKS)).toBe(false);
    expect(shouldPollPaymentStatus('confirmed', 0)).toBe(false);
    expect(shouldPollPaymentStatus('failed', 0)).toBe(false);
  });
});
