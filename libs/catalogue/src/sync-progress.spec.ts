import * as fc from 'fast-check';
import type { CatalogueSyncState } from './catalogue-sync-state.entity';
import { progressView, roundRobin, RunProgress } from './sync-progress';

const row = (over: Partial<CatalogueSyncState> = {}): CatalogueSyncState => ({
  id: 1,
  runId: null,
  leaseUntil: null,
  isRunning: false,
  mode: 'cycle',
  totalSkus: 20,
  processedSkus: 20,
  successfulSkus: 19,
  failedSkus: 1,
  totalPackagesLoaded: 180,
  currentSku: null,
  currentSkuDisplay: null,
  currentSkuPackages: 9,
  recentPackages: [],
  errors: [],
  skuCount: 154,
  nextSkuIndex: 40,
  startedAt: new Date('2026-01-01T00:00:00Z'),
  finishedAt: new Date('2026-01-01T00:00:05Z'),
  lastFullSyncAt: new Date('2025-12-31T00:00:00Z'),
  cyclePaused: false,
  stopRequested: false,
  counterSince: new Date('2025-12-31T00:00:00Z'),
  ...over,
});

describe('RunProgress', () => {
  it('numbers its live frames 1, 2, 3 in the order they are sent', () => {
    const progress = new RunProgress('full', 3, { recentPackages: [], errors: [] });
    expect([progress.nextHint(), progress.nextHint(), progress.nextHint()]).toEqual([1, 2, 3]);
  });

  it('counts SKUs and keeps the latest 8 packages and 5 errors, newest first', () => {
    const progress = new RunProgress('full', 30, { recentPackages: [], errors: [] });
    for (let i = 1; i <= 12; i += 1) {
      progress.startSku(i, `SKU ${i}`);
      if (i % 2) progress.skuDone(9, [`pkg ${i}`], 9, 0);
      else progress.skuFailed(i, `SKU ${i}`, 'timeout');
    }
    expect(progress.columns()).toMatchObject({
      mode: 'full',
      totalSkus: 30,
      processedSkus: 12,
      successfulSkus: 6,
      failedSkus: 6,
      totalPackagesLoaded: 54,
      currentSku: 12,
    });
    expect(progress.recentPackages.map((line) => line.text)).toEqual([
      'pkg 11',
      'pkg 9',
      'pkg 7',
      'pkg 5',
      'pkg 3',
      'pkg 1',
    ]);
    expect(progress.errors.map((line) => line.text)).toEqual([
      'SKU 12 (SKU 12): timeout',
      'SKU 10 (SKU 10): timeout',
      'SKU 8 (SKU 8): timeout',
      'SKU 6 (SKU 6): timeout',
      'SKU 4 (SKU 4): timeout',
    ]);
    for (let i = 0; i < 10; i += 1) progress.recent(`more ${i}`);
    expect(progress.recentPackages).toHaveLength(8);
    expect(progress.changed).toBe(true);
  });
});

describe('progressView', () => {
  const figures = { packages: 1404, destinations: 154, version: 7 };
  const now = new Date('2026-01-01T01:00:00Z');

  it('shows a run as running only while its lease holds', () => {
    const live = row({ isRunning: true, leaseUntil: new Date(now.getTime() + 1000) });
    const dead = row({ isRunning: true, leaseUntil: new Date(now.getTime() - 1000) });
    expect(progressView(live, figures, now).isRunning).toBe(true);
    expect(progressView(dead, figures, now).isRunning).toBe(false);
  });

  it('drops lines older than the 30-minute storage window and adds the catalogue figures', () => {
    const view = progressView(
      row({
        recentPackages: [
          { text: 'new', at: '2026-01-01T00:59:00Z' },
          { text: 'old', at: '2026-01-01T00:29:00Z' },
        ],
        errors: [{ text: 'fresh error', at: '2026-01-01T00:45:00Z' }],
      }),
      figures,
      now,
    );
    expect(view).toMatchObject({
      recentPackages: ['new'],
      errors: ['fresh error'],
      dataStorageWindow: 30 * 60 * 1000,
      packagesInCatalogue: 1404,
      uniqueDestinations: 154,
      targetPackages: 1404,
      catalogueVersion: 7,
      lastFullSyncAt: '2025-12-31T00:00:00.000Z',
    });
  });
});

describe('roundRobin', () => {
  it('takes the next 20 and wraps around', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    expect(roundRobin(items, 40, 20)).toEqual({
      batch: [...Array(10).keys()].map((i) => 40 + i).concat([...Array(10).keys()]),
      next: 10,
    });
    expect(roundRobin([], 5, 20)).toEqual({ batch: [], next: 0 });
    expect(roundRobin([1, 2], 1, 20)).toEqual({ batch: [2, 1], next: 1 });
  });

  it('visits every item once in ceil(n / size) cycles', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 1, max: 40 }),
        fc.nat(),
        (n, size, start) => {
          const items = Array.from({ length: n }, (_, i) => i);
          const seen = new Set<number>();
          let cursor = start;
          for (let cycle = 0; cycle < Math.ceil(n / size); cycle += 1) {
            const { batch, next } = roundRobin(items, cursor, size);
            expect(batch).toHaveLength(Math.min(size, n));
            batch.forEach((item) => seen.add(item));
            cursor = next;
          }
          expect(seen.size).toBe(n);
        },
      ),
    );
  });
});
