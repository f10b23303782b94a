// The JavaScript a first visit waits for, per storefront page. Before the page is usable: only
// boot.js (the page comes drawn by the server; its links are links). Before the first tap is
// answered: the app's first load, from the web build's manifest (dist/web-meta): the entry and
// everything it imports statically (the shop's first screen is one `app` chunk,
// apps/web/build/first-screen-chunk.ts),
// the first screen's texts of the language shown (English, the default; Khmer is a chunk of the
// same kind; the rest of the texts load after the first screen), and,
// for a page loaded lazily, that page's chunk and its static imports. Sizes are the gzip
// copies the build wrote (what a browser without brotli downloads; brotli is smaller).
import { readFileSync, statSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The budget of the script before the first tap is answered, per page, gzipped (React DOM included). */
export const FIRST_TAP_BUDGET_BYTES = 170 * 1024;

const PAGES = {
  home: ['src/app/shop-router.tsx'],
  'package detail': ['src/app/shop-router.tsx', 'src/features/catalogue/detail/package-detail-page.tsx'],
  // a destination's page is the package page, read by its slug
  destination: ['src/app/shop-router.tsx', 'src/features/catalogue/detail/package-detail-page.tsx'],
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
  const beforeUsableBytes = size('boot.js');
  return Object.entries(PAGES).map(([page, chunks]) => {
    const texts = Object.keys(manifest).find((key) => key.endsWith('virtual:shop-texts/en/first'));
    const keys = closure(manifest, [entry, texts, ...chunks]);
    const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
    const bytes = files.reduce((sum, file) => sum + size(file), 0);
    return {
      page,
      beforeUsableBytes,
      scripts: files.length,
      gzipBytes: bytes,
      withinBudget: bytes <= FIRST_TAP_BUDGET_BYTES,
    };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.table(
    firstLoad().map((row) => ({
      page: row.page,
      'before usable (KiB gz)': `${(row.beforeUsableBytes / 1024).toFixed(1)} (boot.js)`,
      scripts: row.scripts,
      'before the first tap is answered (KiB gz)': (row.gzipBytes / 1024).toFixed(1),
      [`budget ${FIRST_TAP_BUDGET_BYTES / 1024} KiB`]: row.withinBudget ? 'ok' : 'OVER',
    })),
  );
}
