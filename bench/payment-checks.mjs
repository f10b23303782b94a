// What an unpaid order's payment checks cost: each gets four checks in its first 20 s and five backup
// checks after (docs/architecture.md, "Verification"), every one a job that asks PayWay and records
// the answer. Places ORDERS KHQR orders of different customers, then counts the checks run in the
// next WINDOW_SECONDS and divides every part's CPU over that window by them. Figures, not assertions.
import pg from 'pg';
import { cpuNow, perUnit, stackParts, watchBackends } from './cpu.mjs';
import { customerOrder, fixedPackage } from './checkout.mjs';

const ORDERS = 300;
const WINDOW_SECONDS = 25;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const checksSoFar = async (db) =>
  Number((await db.query('SELECT coalesce(sum(checks_count), 0) AS n FROM payment')).rows[0].n);

export async function measurePaymentChecks(stack) {
  const pkg = await fixedPackage(stack);
  const db = new pg.Client({ connectionString: stack.env.DATABASE_URL });
  await db.connect();
  try {
    for (let customer = 1; customer <= ORDERS; customer += 1) {
      const { headers, body } = customerOrder(pkg, customer, 'benchchecks');
      const response = await fetch(`${stack.url}/api/create-order`, { method: 'POST', headers, body });
      if (response.status !== 201) throw new Error(`create-order answered ${response.status}`);
      await response.arrayBuffer();
    }
    const parts = stackParts(stack);
    const backends = await watchBackends(db);
    const before = cpuNow(parts, backends.clients);
    const checksBefore = await checksSoFar(db);
    await sleep(WINDOW_SECONDS * 1000);
    const checks = (await checksSoFar(db)) - checksBefore;
    await backends.stop();
    const after = cpuNow(parts, backends.clients);
    return [
      {
        target: `payment checks of ${ORDERS} unpaid KHQR orders (checks/s over ${WINDOW_SECONDS} s)`,
        'req/s': (checks / WINDOW_SECONDS).toFixed(1),
        'p50 ms': '-',
        'p99 ms': '-',
        errors: 0,
        'CPU ms per unit (by part)': `per check: ${perUnit(before, after, checks)}`,
      },
    ];
  } finally {
    await db.end();
  }
}
