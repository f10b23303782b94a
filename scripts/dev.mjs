// `npm run dev`: the developer loop. The same stack as `npm start` (embedded Postgres, Redis,
// sandbox, api, worker), with the api, the worker and the sandbox rebuilt and restarted when their
// sources change (swc, one file at a time: no type check here, `npm run typecheck` does that), and
// Vite's dev server with live reload in front, proxying /api and /ws to the api.
import { spawn } from 'node:child_process';
import { existsSync, watch } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { buildServer, compileFile, isServerSource, outputOf, serverSourceDirs } from './build.mjs';
import { affectedProcesses, devStackEnv, viteDevServer } from './dev-plan.mjs';
import { assertPortFree, describeStartError } from './ports.mjs';
import { createStack, root } from './stack.mjs';

const host = process.env.HOST ?? '127.0.0.1';
const webPort = Number(process.env.DEV_PORT ?? 5173);
const webUrl = `http://${host}:${webPort}`;

console.log('[dev] building the server…');
await buildServer();

let vite;
const stack = createStack({
  env: devStackEnv({ webUrl }),
  // A crash in watch mode waits for the next save instead of stopping everything.
  onUnexpectedExit: (name, code) =>
    console.error(`[dev] ${name} stopped (${code}); it restarts at the next change`),
});

let stopping = false;
const shutdown = async (signal) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n[dev] ${signal}: stopping…`);
  if (vite && vite.exitCode === null) {
    const exited = new Promise((r) => vite.once('exit', r));
    vite.kill('SIGTERM');
    await exited;
  }
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

let started;
try {
  await assertPortFree(webPort, "Vite's dev server", 'DEV_PORT', host);
  started = await stack.start();
} catch (error) {
  if (stopping) await new Promise(() => {});
  console.error(`[dev] ${describeStartError(error)}`);
  await stack.stop();
  process.exit(1);
}

const dev = viteDevServer({ host, port: webPort, apiUrl: started.url });
vite = spawn(process.execPath, dev.args, {
  cwd: root,
  env: { ...process.env, ...dev.env },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});

// Watch the server sources; rebuild what changed, then restart the processes that run it.
const changed = new Set();
let timer;
let rebuilding = Promise.resolve();
const flush = () => {
  const files = [...changed];
  changed.clear();
  rebuilding = rebuilding.then(async () => {
    for (const file of files) {
      try {
        if (existsSync(file)) await compileFile(file);
        else await rm(outputOf(file), { force: true });
      } catch (error) {
        console.error(`[dev] ${relative(root, file)}: ${error.message}`);
        return;
      }
    }
    const names = affectedProcesses(files.map((file) => relative(root, file)));
    console.log(`[dev] ${files.length} file(s) changed: restarting ${names.join(', ')}`);
    for (const name of names) await stack.restart(name);
  });
};
for (const dir of serverSourceDirs()) {
  if (!existsSync(dir)) continue;
  watch(dir, { recursive: true }, (_event, name) => {
    if (!name || !isServerSource(name) || stopping) return;
    changed.add(join(dir, name));
    clearTimeout(timer);
    timer = setTimeout(flush, 200);
  });
}

console.log(`
  Derleng eSIM, developer loop.

  Shop (live reload) ${webUrl}/          admin: ${webUrl}/?subdomain=admin
  API                ${started.url}/api   (proxied at ${webUrl}/api and /ws)
  Provider sandbox   ${started.sandboxUrl}/   mail: ${started.sandboxUrl}/mail

  Saving a file under apps/api, apps/worker, apps/sandbox or libs rebuilds it and restarts
  what runs it; apps/web reloads in the browser. Ctrl-C stops everything.
`);
