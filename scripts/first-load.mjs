// First-load JavaScript of the storefront's pages, from the web build's manifest (dist/web-meta):
// the entry and everything it imports statically (the shop's first screen is one `app` chunk,
// apps/web/build/first-screen-chunk.ts),
// the first screen's texts of the language shown (English, the default; Khmer is a chunk of the
// same kind; the rest of the texts load after the first screen), and,
// for a page loaded lazily, that page's chunk and its static imports. Sizes are the gzip
// copies the build wrote (what a browser without brotli downloads; brotli is smaller).
import { readFileSync, statSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The budget per page, gzipped. */
export const FIRST_LOAD_BUDGET_BYTES = 120 * 1024;

const PAGES = {
  home: ['src/app/shop-router.tsx'],
  'package detail': ['src/app/shop-router.tsx', 'src/features/catalogue/detail/package-detail-page.tsx'],
};

function closure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

export function firstLoad(distDir = join(root, 'dist')) {
  const manifest = JSON.parse(readFileSync(join(distDir, 'web-meta/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const size = (file) => {
    const path = join(distDir, 'web', file);
    for (const candidate of [`${path}.gz`, path]) {
      try {
        return statSync(candidate).size;
      } catch {
        /* not compressed (too small) */
      }
    }
    return 0;
  };
  return Object.entries(PAGES).map(([page, chunks]) => {
    const texts = Object.keys(manifest).find((key) => key.endsWith('virtual:shop-texts/en/first'));
    const keys = closure(manifest, [entry, texts, ...chunks]);
    const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
    const bytes = files.reduce((sum, file) => sum + size(file), 0);
    return { page, scripts: files.length, gzipBytes: bytes, withinBudget: bytes <= FIRST_LOAD_BUDGET_BYTES };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.table(
    firstLoad().map((row) => ({
      page: row.page,
      scripts: row.scripts,
      'first-load JS (KiB gz)': (row.gzipBytes / 1024).toFixed(1),
      'budget 120 KiB': row.withinBudget ? 'ok' : 'OVER',
    })),
  );
}
