// `npm run chaos`: builds, starts the whole product in a throwaway folder with Redis, two workers and
// two api processes, and runs chaos.mjs against it. Prints one table; exits 1 on any loss,
// duplicate or stuck order (and on a missed drain target). Knobs: CHAOS_ORDERS (200),
// CHAOS_CONCURRENCY (6), CHAOS_REDIS_OUTAGE_SECONDS (60; 0 skips the drill), CHAOS_WORKERS (2),
// CHAOS_API_PROCESSES (2). The stack's own log goes to a file named at the end.
import { appendFileSync, chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../scripts/build.mjs';
import { createStack } from '../scripts/stack.mjs';
import { freePort } from '../test/support/services.mjs';
import { CHAOS_STACK_ENV } from './stack-env.mjs';
import { runChaos } from './chaos.mjs';

const number = (name, fallback) => Number(process.env[name] ?? fallback);
const options = {
  orders: number('CHAOS_ORDERS', 200),
  concurrency: number('CHAOS_CONCURRENCY', 6),
  outageMs: number('CHAOS_REDIS_OUTAGE_SECONDS', 60) * 1000,
  workers: number('CHAOS_WORKERS', 2),
  apiProcesses: number('CHAOS_API_PROCESSES', 2),
  holdMs: 4000,
  pauseMs: 1500,
  drainTimeoutMs: 600_000,
};

await buildServer();
const dataDir = mkdtempSync(join(tmpdir(), 'derleng-chaos-'));
chmodSync(dataDir, 0o755);
const logFile = join(tmpdir(), `derleng-chaos-${new Date().toISOString().replace(/[:.]/g, '-')}.log`);
const stack = createStack({
  dataDir,
  port: await freePort(),
  sandboxPort: await freePort(),
  smtpPort: await freePort(),
  pgPort: await freePort(),
  redisPort: await freePort(),
  workers: options.workers,
  apiProcesses: options.apiProcesses,
  env: CHAOS_STACK_ENV,
  log: (line) => appendFileSync(logFile, `${line}\n`),
});
let exitCode = 1;
try {
  const started = await stack.start();
  const { figures, problems, targets } = await runChaos(
    { ...started, crash: stack.crash, services: stack.services },
    { ...options, log: (line) => console.log(line) },
  );
  console.log(
    `\nchaos: ${options.orders} orders, ${options.workers} workers, ${options.apiProcesses} api processes, ${new Date().toISOString().slice(0, 10)}\n`,
  );
  console.table(Object.entries(figures).map(([figure, value]) => ({ figure, value })));
  for (const problem of problems) console.log(`PROBLEM: ${problem}`);
  for (const target of targets) console.log(`TARGET MISSED: ${target}`);
  exitCode = problems.length || targets.length ? 1 : 0;
  console.log(exitCode ? '\nchaos: FAILED' : '\nchaos: nothing lost, nothing done twice');
} catch (error) {
  console.error(`chaos: ${error.message}`);
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`(stack log: ${logFile})`);
}
process.exit(exitCode);
