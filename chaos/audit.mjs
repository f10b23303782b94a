// After a chaos run, with the faults cleared: wait until nothing moves any more, then count what
// happened to every order, at our side and at the providers, and name every loss or duplicate.
import { call, sleep } from './shop.mjs';

const SETTLED = ['completed', 'refunded', 'needs_attention'];

/** Our view of every order the run placed. */
async function orderStates(db, orderIds) {
  const { rows } = await db.query(
    `SELECT o.id, o.order_number, o.status, o.confirmed_at IS NOT NULL AS paid,
            bool_or(p.needs_refund) AS flagged,
            (SELECT count(*)::int FROM order_item i WHERE i.order_id = o.id) AS lines,
            (SELECT count(*)::int FROM esim e WHERE e.order_id = o.id) AS esims
       FROM orders o LEFT JOIN payment p ON p.order_id = o.id
      WHERE o.id = ANY($1::uuid[])
      GROUP BY o.id`,
    [orderIds],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Waits until every order paid at a gateway is settled at our side (completed, refunded, or needs
 * attention: a person owns it) and no provisioning lease is held, or `timeoutMs` passes. Answers
 * the time it took.
 */
export async function waitForQuiescence(db, paid, timeoutMs, log) {
  const started = Date.now();
  let lastReport = 0;
  for (;;) {
    try {
      const states = await orderStates(
        db,
        paid.map((entry) => entry.orderId),
      );
      const open = paid.filter((entry) => !SETTLED.includes(states.get(entry.orderId)?.status));
      const { rows } = await db.query(
        `SELECT (SELECT count(*)::int FROM provider_order WHERE lease_until > now() AND state <> 'delivered')
              + (SELECT count(*)::int FROM notification
                WHERE state IN ('pending', 'sending') AND next_attempt_at < now() + interval '1 minute') AS n`,
      );
      if (open.length === 0 && rows[0].n === 0) return Date.now() - started;
      if (Date.now() - lastReport > 10_000) {
        lastReport = Date.now();
        log(
          `[chaos] waiting for ${open.length} paid orders to settle (${Math.round((Date.now() - started) / 1000)} s)`,
        );
      }
    } catch {
      /* the database is still coming back */
    }
    if (Date.now() - started > timeoutMs) return null;
    await sleep(1000);
  }
}

const countBy = (items, key) => {
  const counts = new Map();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};

/**
 * The figures and the problems. `placed`: every order create-order accepted; `paid`: those paid at
 * a gateway ({orderId, gateway, reference}).
 */
export async function audit({ db, stack, placed, paid, drainMs }) {
  const problems = [];
  const states = await orderStates(
    db,
    placed.map((order) => order.orderId),
  );
  for (const order of placed)
    if (!states.has(order.orderId)) problems.push(`order ${order.orderNumber} accepted but not stored`);

  const lost = paid.filter((entry) => !states.get(entry.orderId)?.paid);
  for (const entry of lost)
    problems.push(
      `order ${entry.orderNumber} paid at ${entry.gateway} (${entry.reference}) but not paid here`,
    );
  const stuck = paid.filter((entry) => {
    const state = states.get(entry.orderId);
    return state?.paid && !SETTLED.includes(state.status) && !state.flagged;
  });
  for (const entry of stuck)
    problems.push(
      `order ${entry.orderNumber} paid, ${states.get(entry.orderId).status}: no eSIM, no refund, no flag`,
    );
  const delivered = paid.filter((entry) => states.get(entry.orderId)?.status === 'completed');
  const refundedOrFlagged = paid.filter((entry) => {
    const state = states.get(entry.orderId);
    return state && (state.status === 'refunded' || state.status === 'needs_attention' || state.flagged);
  });
  for (const entry of delivered) {
    const state = states.get(entry.orderId);
    if (state.esims !== state.lines)
      problems.push(
        `order ${entry.orderNumber} completed with ${state.esims} eSIMs for ${state.lines} lines`,
      );
  }

  // RoameSIM: exactly one provider order per line of a delivered order, at most one for any line.
  const items = (
    await db.query('SELECT id, order_id FROM order_item WHERE order_id = ANY($1::uuid[])', [
      placed.map((order) => order.orderId),
    ])
  ).rows;
  const providerOrders = (await call(`${stack.sandboxUrl}/__roamesim/orders`)).json ?? [];
  const perLine = countBy(
    providerOrders.filter((order) => order.otherItemId),
    (order) => order.otherItemId,
  );
  const completedIds = new Set(delivered.map((entry) => entry.orderId));
  let lineMin = Infinity;
  let lineMax = 0;
  for (const item of items) {
    const n = perLine.get(item.id) ?? 0;
    if (completedIds.has(item.order_id)) {
      lineMin = Math.min(lineMin, n);
      lineMax = Math.max(lineMax, n);
      if (n !== 1) problems.push(`order line ${item.id}: ${n} RoameSIM orders (must be exactly 1)`);
    } else if (n > 1) problems.push(`order line ${item.id}: ${n} RoameSIM orders (at most 1)`);
  }

  // PayPal: at most one capture per PayPal order.
  const captures = (await call(`${stack.sandboxUrl}/__paypal/captures`)).json ?? [];
  const perPaypalOrder = countBy(captures, (capture) => capture.orderId);
  const ourPaypal = new Set(
    paid.filter((entry) => entry.gateway === 'paypal').map((entry) => entry.reference),
  );
  let captureMax = 0;
  for (const [orderId, n] of perPaypalOrder) {
    if (!ourPaypal.has(orderId)) continue;
    captureMax = Math.max(captureMax, n);
    if (n > 1) problems.push(`PayPal order ${orderId}: ${n} captures`);
  }

  // Mail: at most one message per dedupe key (the Message-ID is made from it).
  const messages = (await call(`${stack.sandboxUrl}/mail/api/messages`)).json ?? [];
  const perKey = countBy(
    messages.filter((message) => message.messageId),
    (message) => message.messageId,
  );
  let emailMax = 0;
  for (const [key, n] of perKey) {
    emailMax = Math.max(emailMax, n);
    if (n > 1) problems.push(`email ${key}: sent ${n} times`);
  }

  const figures = {
    placed: placed.length,
    paid: paid.length,
    delivered: delivered.length,
    'refunded or flagged': refundedOrFlagged.length,
    'RoameSIM orders per delivered line':
      lineMax === 0 ? '-' : lineMin === lineMax ? String(lineMin) : `${lineMin}..${lineMax}`,
    'captures per PayPal order (max)': captureMax,
    'emails per dedupe key (max)': emailMax,
    'emails sent': messages.length,
    lost: lost.length + placed.filter((order) => !states.has(order.orderId)).length,
    'paid, stuck': stuck.length,
    'time to drain': drainMs === null ? 'did not drain' : `${(drainMs / 1000).toFixed(1)} s`,
  };
  if (drainMs === null) problems.push('the paid orders did not all settle in time');
  return { figures, problems };
}
