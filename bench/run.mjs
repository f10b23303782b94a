// `npm run bench`: builds, starts the whole product in a throwaway folder, and measures each target
// with autocannon (requests/s, p50, p99), printing one table. Figures, not assertions.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, chmodSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../test/support/services.mjs';
import { buildServer, buildWeb } from '../scripts/build.mjs';
import { startStack } from '../scripts/stack.mjs';
import { TARGETS } from './targets.mjs';
import pg from 'pg';
import { cpuNow, perUnit, stackParts, watchBackends } from './cpu.mjs';
import { pacedRun } from './paced.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
// BENCH_ONLY=catalogue,health: only the targets whose name contains one of these (case-insensitive)
const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
const selected = TARGETS.filter(
  (target) => only.length === 0 || only.some((word) => target.name.toLowerCase().includes(word)),
);

function run(url, extra = {}) {
  // "at N req/s": a steady open-loop load (bench/paced.mjs says why not autocannon's overallRate)
  if (extra.overallRate) return pacedRun(url, { duration, ...extra });
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, ...extra }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/**
 * A bare Node server answering every request with `body` (and `headers`): the ceiling for that many
 * bytes. It runs in a process of its own, as the api does; a server inside this process would share
 * the load generator's event loop and measure something else.
 */
async function rawServer(body = '{"status":"ok"}', headers = { 'content-type': 'application/json' }) {
  const file = join(dataDir, `raw-body-${Date.now()}`);
  writeFileSync(file, body);
  const child = spawn(
    process.execPath,
    [join(import.meta.dirname, 'raw-server.mjs'), file, JSON.stringify(headers)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the raw server exited (${code})`)));
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
  });
  child.removeAllListeners('exit');
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill();
      }),
  };
}

await buildServer();
await buildWeb();
const dataDir = mkdtempSync(join(tmpdir(), 'derleng-bench-'));
chmodSync(dataDir, 0o755);
const stack = await startStack({
  dataDir,
  port: await freePort(),
  sandboxPort: await freePort(),
  smtpPort: await freePort(),
  pgPort: await freePort(),
  redisPort: await freePort(),
  // One client address makes every request: the abuse limits would measure themselves, not the api.
  env: {
    LOG_LEVEL: 'warn',
    // The rows of different customers name their address with X-Forwarded-For, as a proxy would.
    TRUST_PROXY: 'loopback',
    CREATE_ORDER_MAX_PER_MINUTE_PER_ADDRESS: '100000',
    CREATE_ORDER_MAX_PER_HOUR_PER_ADDRESS: '100000',
    CREATE_ORDER_MAX_PER_MINUTE_PER_SESSION: '100000',
    STATUS_READS_MAX_PER_MINUTE_PER_ADDRESS: '100000',
    STATUS_READS_MAX_PER_MINUTE_PER_SESSION: '100000',
    UNPAID_ORDERS_MAX_PER_CLIENT: '100000',
    UNPAID_ORDERS_MAX_PER_ADDRESS: '100000',
    // card payments against the sandbox's Stripe (the paid → on screen row)
    STRIPE_ENABLED: 'true',
  },
  log: () => {},
});
const rows = [];
// reads which Postgres backend serves whom, to split the database's CPU by client
const db = new pg.Client({ connectionString: stack.env.DATABASE_URL });
await db.connect();
try {
  for (const target of selected) {
    if (target.prepare) await target.prepare(stack);
    // a target that measures something other than request throughput returns its own rows
    if (target.measure) {
      rows.push(...(await target.measure(stack)));
      continue;
    }
    let raw;
    const url = target.raw
      ? (raw = await rawServer(target.body, target.headers)).url
      : `${stack.url}${target.path}`;
    // warm-up: JIT-compiled code and warm caches, as in a shop that has been running for a while
    await run(url, { ...target.options, duration: target.warmUpSeconds ?? 1 });
    const parts = stackParts(stack);
    const backends = await watchBackends(db);
    const before = cpuNow(parts, backends.clients);
    const seconds = target.seconds ?? duration;
    const result = await run(url, { ...target.options, duration: seconds });
    await backends.stop();
    const after = cpuNow(parts, backends.clients);
    await raw?.close();
    rows.push({
      target: target.name,
      s: seconds,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx,
      'CPU ms per unit (by part)': target.raw ? '-' : perUnit(before, after, result['2xx']),
    });
  }
} finally {
  await db.end().catch(() => {});
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `\n${duration} s per target unless its row says (s), one run on this machine: flat out with autocannon (${connections} connections); "at N req/s" paced (bench/paced.mjs)\n`,
);
console.table(rows);
