// What goes wrong during a chaos run, one disturbance after another while the orders flow: workers
// SIGKILLed while they provision, Redis and PostgreSQL restarted, provider faults switched on and off
// through the sandboxes' control APIs, callbacks replayed. Each disturbance is undone before the next.
import { call, sleep } from './shop.mjs';

const put = (stack, path, body) => call(`${stack.sandboxUrl}${path}`, { method: 'PUT', body });
const post = (stack, path, body) => call(`${stack.sandboxUrl}${path}`, { method: 'POST', body });

/** Every knob a disturbance touches, back to calm. */
export async function clearFaults(stack) {
  const calm = { latencyMs: 0, errorRate: 0, timeoutAfterCommitRate: 0, failNext: 0, timeoutNext: 0 };
  for (const provider of ['payway', 'paypal', 'roamesim'])
    await put(stack, `/__control/faults/${provider}`, calm);
  await put(stack, '/__control/payway', { pushback: { duplicate: 0, delayMs: 0, drop: false } });
  await put(stack, '/__control/paypal', { webhookDuplicate: 0, webhookDelayMs: 0 });
  await put(stack, '/__control/roamesim', { insufficientBalance: false });
}

/** A provisioning run holds a lease on its order line while it talks to RoameSIM. */
async function provisioningInFlight(db) {
  const { rows } = await db.query(
    "SELECT count(*)::int AS n FROM provider_order WHERE lease_until > now() AND state <> 'delivered'",
  );
  return rows[0].n > 0;
}

/**
 * The disturbances, in turn. `stack` is scripts/stack.mjs's (crash, services.redis/postgres);
 * `holdMs` is how long a provider fault stays on.
 */
export function disturbances({ stack, db, workers, holdMs, paidPayway }) {
  const fault = (name, apply) => ({
    name,
    async run() {
      await apply();
      await sleep(holdMs);
      await clearFaults(stack);
    },
  });
  let victim = 0;
  return [
    {
      name: 'SIGKILL a worker mid-provisioning',
      async run() {
        // RoameSIM slowed down, so that a provisioning run is surely in flight when the kill lands.
        await put(stack, '/__control/faults/roamesim', { latencyMs: 1500 });
        for (let i = 0; i < 40 && !(await provisioningInFlight(db).catch(() => false)); i += 1)
          await sleep(250);
        victim = (victim % workers) + 1;
        await stack.crash(workers > 1 ? `worker${victim}` : 'worker', 1000);
        await put(stack, '/__control/faults/roamesim', { latencyMs: 0 });
      },
    },
    fault('RoameSIM 5xx (40 %)', () => put(stack, '/__control/faults/roamesim', { errorRate: 0.4 })),
    fault('PayWay pushbacks duplicated ×3 and late (3 s)', () =>
      put(stack, '/__control/payway', { pushback: { duplicate: 2, delayMs: 3000 } }),
    ),
    { name: 'restart Redis', run: () => stack.services.redis.restart(1500) },
    fault('RoameSIM time-outs after commit (40 %)', () =>
      put(stack, '/__control/faults/roamesim', { timeoutAfterCommitRate: 0.4 }),
    ),
    fault('PayPal webhooks duplicated ×3 and late (2 s); PayPal 5xx (20 %)', async () => {
      await put(stack, '/__control/paypal', { webhookDuplicate: 2, webhookDelayMs: 2000 });
      await put(stack, '/__control/faults/paypal', { errorRate: 0.2 });
    }),
    fault('PayWay pushbacks dropped; PayWay 5xx (20 %)', async () => {
      await put(stack, '/__control/payway', { pushback: { drop: true } });
      await put(stack, '/__control/faults/payway', { errorRate: 0.2 });
    }),
    { name: 'restart PostgreSQL', run: () => stack.services.postgres.restart(1500) },
    fault('RoameSIM balance insufficient', () =>
      put(stack, '/__control/roamesim', { insufficientBalance: true }),
    ),
    {
      name: 'replay callbacks (last PayWay pushbacks, last PayPal webhooks)',
      async run() {
        for (const tranId of paidPayway.slice(-10))
          await post(stack, `/__payway/transactions/${tranId}/pushback`);
        await post(stack, '/__paypal/webhooks/replay', { count: 20 });
      },
    },
    fault('PayPal time-outs after commit (30 %)', () =>
      put(stack, '/__control/faults/paypal', { timeoutAfterCommitRate: 0.3 }),
    ),
  ];
}

/** Runs the disturbances in turn, `pauseMs` apart, until `done()` and each has run once; answers what ran. */
export async function disturbWhile(done, list, pauseMs, log) {
  const ran = [];
  for (let index = 0; !done() || index < list.length; index += 1) {
    const disturbance = list[index % list.length];
    const started = Date.now();
    try {
      await disturbance.run();
      ran.push(disturbance.name);
      log(`[chaos] ${disturbance.name} (${Date.now() - started} ms)`);
    } catch (error) {
      log(`[chaos] ${disturbance.name} failed: ${error.message}`);
    }
    await sleep(pauseMs);
  }
  return ran;
}
