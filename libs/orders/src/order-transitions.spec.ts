import type { Outbox } from '@app/core';
import { ORDER_STATUSES, orderLifecycle, TransitionError, type OrderStatus } from '@app/domain';
import type { EntityManager } from 'typeorm';
import { ORDER_TRANSITION_EFFECTS, OrderTransitionError, OrderTransitions } from './order-transitions';

/**
 * Written out independently of the table and its effects: each allowed move, the timestamp it sets,
 * what it does to failure_reason, and the events it writes (with a reason given, then without).
 */
const EXPECTED: Record<
  string,
  { stamp?: string; reason: 'clear' | 'keep' | 'set'; withReason: string[]; without: string[] }
> = {
  'pending>confirmed': {
    stamp: 'confirmed_at',
    reason: 'keep',
    withReason: ['payment.status_changed', 'payment.confirmed'],
    without: ['payment.status_changed', 'payment.confirmed'],
  },
  'pending>cancelled': {
    stamp: 'cancelled_at',
    reason: 'keep',
    withReason: ['payment.status_changed'],
    without: ['payment.status_changed'],
  },
  'confirmed>processing': {
    reason: 'clear',
    withReason: ['payment.status_changed', 'esim.provisioning_changed'],
    without: ['payment.status_changed', 'esim.provisioning_changed'],
  },
  'confirmed>needs_attention': {
    reason: 'set',
    withReason: ['payment.status_changed', 'esim.provisioning_changed', 'order.needs_attention'],
    without: ['payment.status_changed', 'esim.provisioning_changed'],
  },
  'confirmed>refunded': {
    reason: 'keep',
    withReason: ['payment.status_changed'],
    without: ['payment.status_changed'],
  },
  'processing>completed': {
    reason: 'clear',
    withReason: ['payment.status_changed'],
    without: ['payment.status_changed'],
  },
  'processing>needs_attention': {
    reason: 'set',
    withReason: ['payment.status_changed', 'esim.provisioning_changed', 'order.needs_attention'],
    without: ['payment.status_changed', 'esim.provisioning_changed'],
  },
  'completed>refunded': {
    reason: 'keep',
    withReason: ['payment.status_changed'],
    without: ['payment.status_changed'],
  },
  'needs_attention>processing': {
    reason: 'clear',
    withReason: ['payment.status_changed', 'esim.provisioning_changed'],
    without: ['payment.status_changed', 'esim.provisioning_changed'],
  },
  'needs_attention>refunded': {
    reason: 'keep',
    withReason: ['payment.status_changed'],
    without: ['payment.status_changed'],
  },
};

const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));
const allowed = pairs.filter(([from, to]) => orderLifecycle.canTransition(from, to));
const refused = pairs.filter(([from, to]) => !orderLifecycle.canTransition(from, to));

/** A transaction's manager that answers the UPDATE with `affected` rows and knows one approved attempt. */
function fakeManager(affected: number) {
  const query = jest.fn(async (sql: string) => {
    if (sql.startsWith('UPDATE orders')) return [[], affected];
    if (sql.includes('FROM payment')) return [{ id: 'approved-attempt' }];
    throw new Error(`unexpected query ${sql}`);
  });
  return { manager: { query } as unknown as EntityManager, query };
}

function setup(affected = 1) {
  const add = jest.fn(async () => '1');
  const transitions = new OrderTransitions({ add } as unknown as Outbox);
  return { transitions, add, ...fakeManager(affected) };
}

describe('OrderTransitions', () => {
  it('declares effects for exactly the pairs the table allows', () => {
    expect(Object.keys(ORDER_TRANSITION_EFFECTS).sort()).toEqual(
      allowed.map(([from, to]) => `${from}>${to}`).sort(),
    );
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(ORDER_TRANSITION_EFFECTS).sort());
  });

  it('has no way out of cancelled: a late payment is flagged for a refund, not confirmed', () => {
    expect(orderLifecycle.canTransition('cancelled', 'confirmed')).toBe(false);
    expect(orderLifecycle.isTerminal('cancelled')).toBe(true);
  });

  describe.each(allowed)('%s → %s', (from, to) => {
    const expected = EXPECTED[`${from}>${to}`];

    it('moves with a compare-and-set on the status read, its timestamp and failure reason', async () => {
      const { transitions, manager, query } = setup();
      await expect(
        transitions.move(manager, { orderId: 'o1', from, to, paymentId: 'p1', reason: 'Out of stock' }),
      ).resolves.toBe(to);
      const [sql, params] = query.mock.calls[0] as unknown as [string, unknown[]];
      expect(sql).toMatch(/^UPDATE orders SET status = \$3::varchar/);
      expect(sql).toContain('WHERE id = $1 AND status = $2');
      expect(params.slice(0, 3)).toEqual(['o1', from, to]);
      for (const column of ['confirmed_at', 'cancelled_at'])
        expect(sql.includes(`${column} = now()`)).toBe(expected.stamp === column);
      if (expected.reason === 'clear') expect(sql).toContain('failure_reason = NULL');
      if (expected.reason === 'keep') expect(sql).not.toContain('failure_reason');
      if (expected.reason === 'set') {
        expect(sql).toContain('failure_reason = COALESCE($4, failure_reason)');
        expect(params[3]).toBe('Out of stock');
      }
    });

    it('writes its declared events, about the attempt the move names', async () => {
      const { transitions, manager, add } = setup();
      await transitions.move(manager, { orderId: 'o1', from, to, paymentId: 'p1', reason: 'Out of stock' });
      expect(add.mock.calls.map((call) => (call as unknown[])[1])).toEqual(expected.withReason);
      for (const call of add.mock.calls as unknown as [unknown, string, Record<string, string>][]) {
        expect(call[0]).toBe(manager);
        expect(call[2].orderId).toBe('o1');
        if (call[1].startsWith('payment.')) expect(call[2].paymentId).toBe('p1');
      }
    });

    it('without a reason: no staff alert, the order’s approved attempt by default', async () => {
      if (expected.without.includes('payment.confirmed')) {
        const { transitions, manager, query } = setup();
        await expect(transitions.move(manager, { orderId: 'o1', from, to })).rejects.toThrow(
          'confirming needs the attempt that paid it',
        );
        expect(query).not.toHaveBeenCalled();
        return;
      }
      const { transitions, manager, add, query } = setup();
      await transitions.move(manager, { orderId: 'o1', from, to });
      expect(add.mock.calls.map((call) => (call as unknown[])[1])).toEqual(expected.without);
      if (expected.reason === 'set')
        expect((query.mock.calls[0] as unknown[])[1]).toEqual(['o1', from, to, null]);
      const pushed = add.mock.calls.find((call) => (call as unknown[])[1] === 'payment.status_changed') as
        unknown[] | undefined;
      expect(pushed?.[2]).toEqual({ paymentId: 'approved-attempt', orderId: 'o1' });
    });

    it('is refused as stale when the order is no longer in that status (nothing else written)', async () => {
      const { transitions, manager, add } = setup(0);
      const moved = transitions.move(manager, { orderId: 'o1', from, to, paymentId: 'p1' });
      await expect(moved).rejects.toBeInstanceOf(OrderTransitionError);
      await expect(moved).rejects.toMatchObject({ stale: true, orderId: 'o1', from, to });
      expect(add).not.toHaveBeenCalled();
    });
  });

  it.each(refused)('%s → %s is refused with the one error, before any write', async (from, to) => {
    const { transitions, manager, add, query } = setup();
    const moved = transitions.move(manager, {
      orderId: 'o1',
      from: from as OrderStatus,
      to,
      paymentId: 'p1',
    });
    await expect(moved).rejects.toBeInstanceOf(OrderTransitionError);
    await expect(moved).rejects.toBeInstanceOf(TransitionError);
    await expect(moved).rejects.toMatchObject({ stale: false, code: 'INVALID_TRANSITION', from, to });
    expect(query).not.toHaveBeenCalled();
    expect(add).not.toHaveBeenCalled();
  });
});
