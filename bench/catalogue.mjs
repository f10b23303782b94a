// Catalogue read targets: wait until the worker's first sync has filled the catalogue, then
// measure the cached reads (GET /api/packages, GET /api/packages/{id}/complete): flat out (compare
// with the bare route: goal at least half its req/s) and at a steady 200 req/s (goal: p99 ≤ 20 ms).

async function loadedCatalogue(stack, timeoutMs = 90_000) {
  const started = Date.now();
  for (;;) {
    const response = await fetch(`${stack.url}/api/catalogue/stats`).catch(() => null);
    const stats = response?.ok ? await response.json() : null;
    if (stats && stats.packages >= 1000) return stats;
    if (Date.now() - started > timeoutMs) throw new Error('the catalogue did not load in time');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export const catalogueTargets = [
  {
    name: 'GET /api/packages (1,404 packages, cached)',
    path: '/api/packages',
    async prepare(stack) {
      await loadedCatalogue(stack);
    },
  },
  {
    name: 'GET /api/packages, gzip (as browsers ask)',
    path: '/api/packages',
    options: { headers: { 'accept-encoding': 'gzip' } },
    async prepare(stack) {
      await loadedCatalogue(stack);
    },
  },
  {
    name: 'GET /api/packages/{id}/complete (cached)',
    path: null,
    async prepare(stack) {
      this.path = await completePath(stack);
    },
  },
  {
    name: 'GET /api/packages, gzip, at 200 req/s',
    path: '/api/packages',
    options: { headers: { 'accept-encoding': 'gzip' }, connections: 20, overallRate: 200 },
    async prepare(stack) {
      await loadedCatalogue(stack);
    },
  },
  {
    name: 'GET /api/packages/{id}/complete at 200 req/s',
    path: null,
    options: { headers: { 'accept-encoding': 'gzip' }, connections: 20, overallRate: 200 },
    async prepare(stack) {
      this.path = await completePath(stack);
    },
  },
];

async function completePath(stack) {
  await loadedCatalogue(stack);
  const list = await (await fetch(`${stack.url}/api/packages`)).json();
  return `/api/packages/${list[0].id}/complete`;
}
