import * as fc from 'fast-check';
import { TransitionError } from './lifecycle';
import {
  adminOrderBadgeVariant,
  isOrderPaid,
  ORDER_STATUSES,
  orderBadgeTone,
  orderLifecycle,
  type OrderStatus,
} from './order-state';

/** Written out independently of ORDER_TRANSITIONS, so a change to the table must change this too. */
const LEGAL = new Set([
  'pending>confirmed',
  'pending>cancelled',
  'confirmed>processing',
  'confirmed>needs_attention',
  'confirmed>refunded',
  'processing>completed',
  'processing>needs_attention',
  'completed>refunded',
  'needs_attention>processing',
  'needs_attention>refunded',
]);

const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

describe('order lifecycle', () => {
  it('has the design states', () => {
    expect([...ORDER_STATUSES].sort()).toEqual(
      ['pending', 'confirmed', 'processing', 'completed', 'needs_attention', 'cancelled', 'refunded'].sort(),
    );
  });

  it.each(pairs)('%s → %s is legal only if listed', (from, to) => {
    const legal = LEGAL.has(`${from}>${to}`);
    expect(orderLifecycle.canTransition(from, to)).toBe(legal);
    if (legal) {
      expect(() => orderLifecycle.assertTransition(from, to)).not.toThrow();
    } else {
      expect(() => orderLifecycle.assertTransition(from, to)).toThrow(TransitionError);
    }
  });

  it('names the states in the error', () => {
    expect(() => orderLifecycle.assertTransition('completed', 'pending')).toThrow(
      expect.objectContaining({
        lifecycle: 'order',
        from: 'completed',
        to: 'pending',
        code: 'INVALID_TRANSITION',
      }),
    );
  });

  it('rejects any state it does not know, including prototype names (property)', () => {
    const unknown = fc
      .oneof(
        fc.string(),
        fc.constantFrom('constructor', '__proto__', 'toString', 'hasOwnProperty', 'PENDING'),
      )
      .filter((s) => !(ORDER_STATUSES as readonly string[]).includes(s));
    const known = fc.constantFrom(...ORDER_STATUSES);
    fc.assert(
      fc.property(unknown, known, (bad, good) => {
        expect(orderLifecycle.isState(bad)).toBe(false);
        expect(orderLifecycle.canTransition(bad as OrderStatus, good)).toBe(false);
        expect(orderLifecycle.canTransition(good, bad as OrderStatus)).toBe(false);
        expect(() => orderLifecycle.assertTransition(bad as OrderStatus, good)).toThrow(TransitionError);
      }),
    );
  });

  it('reaches every state from pending, and only cancelled and refunded are terminal', () => {
    const seen = new Set<OrderStatus>(['pending']);
    const queue: OrderStatus[] = ['pending'];
    while (queue.length) {
      for (const next of orderLifecycle.nextStates(queue.shift() as OrderStatus)) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    expect([...seen].sort()).toEqual([...ORDER_STATUSES].sort());
    expect(ORDER_STATUSES.filter((s) => orderLifecycle.isTerminal(s))).toEqual(['cancelled', 'refunded']);
  });

  it('never returns to unpaid once paid', () => {
    for (const paid of ORDER_STATUSES.filter(isOrderPaid)) {
      expect(orderLifecycle.canTransition(paid, 'pending')).toBe(false);
      expect(orderLifecycle.canTransition(paid, 'cancelled')).toBe(false);
    }
  });
});

describe('order helpers', () => {
  it('knows which statuses are paid', () => {
    expect(ORDER_STATUSES.filter(isOrderPaid)).toEqual([
      'confirmed',
      'processing',
      'completed',
      'needs_attention',
    ]);
    expect(isOrderPaid('whatever')).toBe(false);
  });

  it('picks admin badge variants', () => {
    expect(Object.fromEntries(ORDER_STATUSES.map((s) => [s, adminOrderBadgeVariant(s)]))).toEqual({
      pending: 'secondary',
      confirmed: 'success',
      processing: 'secondary',
      completed: 'success',
      needs_attention: 'destructive',
      cancelled: 'destructive',
      refunded: 'outline',
    });
  });

  it('picks customer badge tones', () => {
    expect(Object.fromEntries(ORDER_STATUSES.map((s) => [s, orderBadgeTone(s)]))).toEqual({
      pending: 'yellow',
      confirmed: 'blue',
      processing: 'grey',
      completed: 'green',
      needs_attention: 'red',
      cancelled: 'grey',
      refunded: 'grey',
    });
  });
});
