// `npm start`: installs what is missing, builds, brings the whole storefront up on this machine
// and prints where to open it. Ctrl-C (or SIGTERM) stops every process it started.
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
const { startStack } = await import('./stack.mjs');

console.log('[start] building…');
await buildServer();
buildWeb();

let stack;
const shutdown = async (signal) => {
  console.log(`\n[start] ${signal}: stopping every process…`);
  await stack?.stop();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  stack = await startStack({
    onUnexpectedExit: (name, code) => {
      console.error(`[start] ${name} stopped unexpectedly (${code}); stopping everything`);
      void stack?.stop().then(() => process.exit(1));
    },
  });
} catch (error) {
  console.error(`[start] ${error.message}`);
  await stack?.stop();
  process.exit(1);
}

const { url, sandboxUrl } = stack;
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
