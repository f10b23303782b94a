// `npm run bench:delivery-cost`: where the CPU of one delivered eSIM goes. Starts the stack with no
// worker of its own and pg_stat_statements on, then one worker under `--cpu-prof`; pays
// BENCH_COST_ORDERS (30) guest orders with an email address at once (RoameSIM answering in 200 ms)
// and waits until every eSIM is stored, every email sent and the worker is quiet. Prints the CPU
// ms per eSIM of each part, the worker's CPU profile of those orders by what ran (self time by
// module), and Postgres's statements per eSIM (calls, planning and execution ms). Figures, not
// assertions.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { buildServer } from '../scripts/build.mjs';
import { ENTRYPOINTS } from '../scripts/entrypoints.mjs';
import { root, startStack } from '../scripts/stack.mjs';
import { freePort } from '../test/support/services.mjs';
import { settledCatalogue } from './catalogue.mjs';
import { cpuNow, perUnit, stackParts } from './cpu.mjs';
import { profileByModule } from './profile-modules.mjs';
import { payOrders, send } from './workers.mjs';

const ORDERS = Number(process.env.BENCH_COST_ORDERS ?? 30);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The worker's inspector: `call(method, params)` over the DevTools protocol. */
async function inspector(port) {
  let targets;
  for (let tries = 0; !targets; tries += 1) {
    targets = await fetch(`http://127.0.0.1:${port}/json/list`)
      .then((r) => r.json())
      .catch(async (error) => {
        if (tries > 100) throw error;
        await sleep(200);
      });
  }
  const socket = new WebSocket(targets[0].webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let next = 0;
  const waiting = new Map();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    waiting.get(message.id)?.(message.result);
  });
  return {
    call: (method, params = {}) =>
      new Promise((resolve) => {
        next += 1;
        waiting.set(next, resolve);
        socket.send(JSON.stringify({ id: next, method, params }));
      }),
    close: () => socket.close(),
  };
}

/** Every eSIM stored and every email of those orders sent, then the worker quiet (10 s at most). */
async function delivered(db, orderIds, parts) {
  for (let waited = 0; ; waited += 500) {
    if (waited > 300_000) throw new Error('the orders were not all delivered within 5 minutes');
    const { rows } = await db.query(
      `SELECT (SELECT count(*)::int FROM esim WHERE order_id = ANY($1::uuid[])) AS esims,
              (SELECT count(*)::int FROM notification n JOIN orders o ON n.subject_id = o.id::text
                WHERE o.id = ANY($1::uuid[]) AND n.state = 'sent') AS sent`,
      [orderIds],
    );
    if (rows[0].esims >= orderIds.length && rows[0].sent >= orderIds.length) break;
    await sleep(500);
  }
  let last = cpuNow(parts).worker;
  for (let quiet = 0, waited = 0; quiet < 2 && waited < 10; waited += 1) {
    await sleep(1000);
    const now = cpuNow(parts).worker;
    quiet = now - last < 100 ? quiet + 1 : 0;
    last = now;
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'derleng-cost-'));
chmodSync(dataDir, 0o755);
await buildServer();
const stack = await startStack({
  dataDir,
  workers: 0,
  port: await freePort(),
  sandboxPort: await freePort(),
  smtpPort: await freePort(),
  pgPort: await freePort(),
  redisPort: await freePort(),
  env: {
    LOG_LEVEL: 'warn',
    CREATE_ORDER_MAX_PER_MINUTE_PER_ADDRESS: '100000',
    CREATE_ORDER_MAX_PER_HOUR_PER_ADDRESS: '100000',
    CREATE_ORDER_MAX_PER_MINUTE_PER_SESSION: '100000',
    UNPAID_ORDERS_MAX_PER_CLIENT: '100000',
    UNPAID_ORDERS_MAX_PER_ADDRESS: '100000',
  },
  log: () => {},
});
let worker;
const db = new pg.Client({ connectionString: stack.env.DATABASE_URL });
try {
  // pg_stat_statements needs the library loaded at start: set it, restart the embedded server
  const admin = new pg.Client({ connectionString: stack.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'`);
  await admin.query(`ALTER SYSTEM SET pg_stat_statements.track = 'all'`);
  await admin.query(`ALTER SYSTEM SET pg_stat_statements.track_planning = on`);
  await admin.end();
  await stack.services.postgres.restart(0);
  await db.connect();
  await db.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  const inspectPort = await freePort();
  worker = spawn(process.execPath, [`--inspect=127.0.0.1:${inspectPort}`, join(root, ENTRYPOINTS.worker)], {
    cwd: root,
    env: { ...stack.env, PROCESS_NAME: 'worker' },
    stdio: 'ignore',
  });
  stack.children.push({ name: 'worker', child: worker });
  await send(`${stack.sandboxUrl}/__control/faults/roamesim`, 'PUT', { latencyMs: 200 });
  await send(`${stack.sandboxUrl}/__control/roamesim`, 'PUT', {
    cardDelayMs: 0,
    autoInstallMs: 0,
    balance: 1e6,
  });
  const list = await settledCatalogue(stack);
  const pkg = list.filter((p) => !p.isDayPass).sort((a, b) => a.priceCents - b.priceCents)[0];
  const parts = stackParts(stack);
  // warm-up: the first orders load code, fonts and plans
  await delivered(
    db,
    await payOrders(stack, pkg, { count: 3, session: 'benchcostwarm', email: 'bench.warm' }),
    parts,
  );
  await db.query('SELECT pg_stat_statements_reset()');
  const profiler = await inspector(inspectPort);
  await profiler.call('Profiler.enable');
  await profiler.call('Profiler.start');
  const before = cpuNow(parts);
  const started = Date.now();
  await delivered(
    db,
    await payOrders(stack, pkg, { count: ORDERS, session: 'benchcostrun', email: 'bench.run' }),
    parts,
  );
  const after = cpuNow(parts);
  const { profile } = await profiler.call('Profiler.stop');
  profiler.close();
  console.log(
    `\n${ORDERS} orders in ${((Date.now() - started) / 1000).toFixed(1)} s (3 s of quiet included)`,
  );
  console.log(`CPU ms per eSIM paid and delivered, email sent: ${perUnit(before, after, ORDERS)}\n`);
  const { rows } = await db.query(
    `SELECT calls, total_plan_time AS plan, total_exec_time AS exec, rows, query
       FROM pg_stat_statements WHERE query NOT ILIKE '%pg_stat_statements%'
      ORDER BY total_plan_time + total_exec_time DESC`,
  );
  const sum = (key) => rows.reduce((total, row) => total + Number(row[key]), 0);
  console.log(
    `Postgres: ${(sum('calls') / ORDERS).toFixed(1)} statements per eSIM, planning ${(sum('plan') / ORDERS).toFixed(2)} ms, executing ${(sum('exec') / ORDERS).toFixed(2)} ms`,
  );
  console.table(
    rows.slice(0, Number(process.env.BENCH_COST_STATEMENTS ?? 40)).map((row) => ({
      'calls/eSIM': (row.calls / ORDERS).toFixed(2),
      'plan ms/eSIM': (row.plan / ORDERS).toFixed(3),
      'exec ms/eSIM': (row.exec / ORDERS).toFixed(3),
      statement: row.query.replace(/\s+/g, ' ').slice(0, 140),
    })),
  );
  const { total, rows: modules } = profileByModule(profile);
  console.log(
    `\nthe worker's profile over those orders: ${total.toFixed(0)} ms sampled, ${(total / ORDERS).toFixed(1)} ms per eSIM`,
  );
  console.table(modules.slice(0, 40).map((row) => ({ ...row, 'ms/eSIM': (row.ms / ORDERS).toFixed(2) })));
} finally {
  await db.end().catch(() => {});
  if (worker) {
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.kill('SIGTERM');
    await exited;
  }
  await stack.stop();
}
rmSync(dataDir, { recursive: true, force: true });
