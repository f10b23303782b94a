// Catalogue read targets: wait until the worker's first sync has filled the catalogue, then
// measure the cached reads (GET /api/packages, GET /api/packages/{id}/complete): flat out (the gzip
// list against a bare server sending the same bytes: goal at least 0.65× its req/s) and at a steady
// 200 req/s (goal: p99 ≤ 20 ms).

import { get } from 'node:http';

/**
 * Waits for the worker's first full load to be over: the catalogue holds packages and the list's
 * ETag (one per catalogue version) has held for 3 s. While the first load runs, every SKU it
 * stores moves the version on and the next reads rebuild the cache: a start-up cost, not the
 * steady state the figures are about.
 */
export async function settledCatalogue(stack, timeoutMs = 180_000) {
  const started = Date.now();
  let etag = null;
  let since = Date.now();
  for (;;) {
    const response = await fetch(`${stack.url}/api/packages`).catch(() => null);
    const list = response?.ok ? await response.json() : [];
    const current = response?.headers.get('etag') ?? null;
    if (current !== etag) [etag, since] = [current, Date.now()];
    if (list.length >= 1000 && Date.now() - since >= 3000) return list;
    if (Date.now() - started > timeoutMs) throw new Error('the catalogue did not settle in time');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The list exactly as the api sends it gzipped (fetch would unzip it). */
function gzippedList(stack) {
  return new Promise((resolve, reject) => {
    get(`${stack.url}/api/packages`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks)));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** A raw-server row (bench/run.mjs) answering with the gzipped list and the api's headers for it. */
const rawGzippedList = (name, options) => ({
  name,
  raw: true,
  body: null,
  headers: null,
  options,
  async prepare(stack) {
    await settledCatalogue(stack);
    this.body = await gzippedList(stack);
    this.headers = { 'content-type': 'application/json; charset=utf-8', 'content-encoding': 'gzip' };
  },
});

export const catalogueTargets = [
  // The ceiling to read the gzip rows against: a bare server sending the very bytes of the gzipped
  // list. The bytes matter, not only their number: autocannon reads a body of one repeated letter
  // several times faster than the same number of compressed (random-looking) bytes, so a filler
  // body measures the load generator, not the server.
  rawGzippedList('raw node http, the bytes of GET /api/packages gzipped'),
  {
    name: 'GET /api/packages (1,404 packages, cached)',
    path: '/api/packages',
    async prepare(stack) {
      await settledCatalogue(stack);
    },
  },
  {
    name: 'GET /api/packages, gzip (as browsers ask)',
    path: '/api/packages',
    options: { headers: { 'accept-encoding': 'gzip' } },
    async prepare(stack) {
      await settledCatalogue(stack);
    },
  },
  {
    name: 'GET /api/packages/{id}/complete (cached)',
    path: null,
    async prepare(stack) {
      this.path = await completePath(stack);
    },
  },
  rawGzippedList('raw node http, the bytes of GET /api/packages gzipped, at 200 req/s', {
    overallRate: 200,
  }),
  {
    name: 'GET /api/packages, gzip, at 200 req/s',
    path: '/api/packages',
    options: { headers: { 'accept-encoding': 'gzip' }, overallRate: 200 },
    async prepare(stack) {
      await settledCatalogue(stack);
    },
  },
  {
    name: 'GET /api/packages/{id}/complete at 200 req/s',
    path: null,
    options: { headers: { 'accept-encoding': 'gzip' }, overallRate: 200 },
    async prepare(stack) {
      this.path = await completePath(stack);
    },
  },
];

async function completePath(stack) {
  const list = await settledCatalogue(stack);
  return `/api/packages/${list[0].id}/complete`;
}
