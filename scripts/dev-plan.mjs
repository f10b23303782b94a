// The wiring of `npm run dev`, kept apart from the processes so a test can check it: which
// processes a changed file restarts, how Vite's dev server is started and what the stack is told.

/** The processes that run a changed source file (paths relative to the project root). */
export function affectedProcesses(paths) {
  const restart = new Set();
  for (const path of paths) {
    if (path.startsWith('apps/api/src/')) restart.add('api');
    else if (path.startsWith('apps/worker/src/')) restart.add('worker');
    else if (path.startsWith('apps/sandbox/src/')) restart.add('sandbox');
    else if (/^libs\/[^/]+\/src\//.test(path)) {
      // libs are shared by the api and the workers (the sandbox keeps to itself)
      restart.add('api');
      restart.add('worker');
    }
  }
  return ['sandbox', 'worker', 'api'].filter((name) => restart.has(name));
}

/** Vite's dev server: the SPA with hot reload, /api and /ws proxied to the api (apps/web/vite.config.ts). */
export function viteDevServer({ host, port, apiUrl }) {
  return {
    args: [
      'node_modules/vite/bin/vite.js',
      '--config',
      'apps/web/vite.config.ts',
      '--host',
      host,
      '--port',
      String(port),
      '--strictPort',
      '--clearScreen',
      'false',
    ],
    env: { API_URL: apiUrl },
  };
}

/**
 * What the stack gets in dev: the browser's origin is Vite's, so links in emails, redirects and the
 * /ws origin check use it; the rest is `npm start`'s (same embedded Postgres, Redis and sandbox).
 */
export function devStackEnv({ webUrl }) {
  return { PUBLIC_URL: webUrl };
}
