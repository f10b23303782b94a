// The compiled entry points of each process, shared by the embedded stack and docker-compose
// (a test checks that docker-compose.yml runs exactly these).
export const ENTRYPOINTS = {
  migrate: 'dist/libs/db/src/main-migrate.js',
  sandbox: 'dist/apps/sandbox/src/main.js',
  worker: 'dist/apps/worker/src/main.js',
  api: 'dist/apps/api/src/main.js',
};
