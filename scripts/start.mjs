// `npm start`: installs what is missing, builds, brings the whole storefront up on this machine
// and prints where to open it. Ctrl-C (or SIGTERM) stops every process it started, in order.
// A start-up problem (a taken port, a folder out of reach…) is one line saying what to do.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

if (!existsSync(join(root, 'node_modules/.package-lock.json'))) {
  console.log('[start] installing dependencies (npm ci)…');
  const installed = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (installed.status !== 0) process.exit(installed.status ?? 1);
}

const { buildServer, buildWeb } = await import('./build.mjs');
const { createStack } = await import('./stack.mjs');
const { describeStartError } = await import('./ports.mjs');

console.log('[start] building…');
await buildServer();
await buildWeb();

let stopping = false;
const stack = createStack({
  onUnexpectedExit: (name, code) => {
    if (stopping) return;
    stopping = true;
    console.error(`[start] ${name} stopped unexpectedly (${code}); stopping everything`);
    void stack.stop().then(() => process.exit(1));
  },
});
const shutdown = async (signal) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n[start] ${signal}: stopping the api and workers, then the sandbox, Redis and PostgreSQL…`);
  await stack.stop();
  console.log('[start] stopped');
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

let started;
try {
  started = await stack.start();
} catch (error) {
  if (stopping) await new Promise(() => {}); // the signal handler finishes and exits
  console.error(`[start] ${describeStartError(error)}`);
  await stack.stop();
  process.exit(1);
}

const { url, sandboxUrl } = started;
console.log(`
  Derleng eSIM is up.

  Storefront        ${url}/
  Admin app         ${url}/?subdomain=admin
  API               ${url}/api   (OpenAPI docs: ${url}/api/docs)
  Queue dashboard   ${url}/api/admin/queues
  Realtime          socket.io at ${url.replace('http', 'ws')}/ws
  Metrics           ${url}/metrics
  Provider sandbox  ${sandboxUrl}/   (PayWay, PayPal, RoameSIM — not real providers)
  Mail catcher      ${sandboxUrl}/mail

  Press Ctrl-C to stop.
`);
