import * as fc from 'fast-check';
import {
  esimStatusFromRoamesimState,
  roamesimStateCode,
  adminEsimBadgeVariant,
  canActivate,
  canShowUsage,
  compareEsims,
  countEsimsByFilter,
  esimBadgeTone,
  esimBannerTone,
  esimExpiry,
  esimSortRank,
  esimStatusLabelKey,
  isEsimCancelled,
  KNOWN_ESIM_STATUSES,
  matchesEsimFilter,
  sortEsims,
  topUpBadgeIsGreen,
  topUpStatusLabelKey,
} from './esim-status';

const anyStatus = fc.oneof(fc.constantFrom(...KNOWN_ESIM_STATUSES, 'weird', ''), fc.string());

describe('filters', () => {
  it.each([
    ['pending', ['all', 'new']],
    ['not_installed', ['all', 'new']],
    ['active', ['all', 'active']],
    ['activated', ['all', 'active']],
    ['installed', ['all', 'active']],
    ['expired', ['all', 'expired']],
    ['ready', ['all']],
    ['provisioned', ['all']],
    ['cancelled', ['all']],
    [' ACTIVE ', ['all', 'active']],
  ] as const)('%p is in %p', (status, filters) => {
    for (const filter of ['all', 'new', 'active', 'expired'] as const) {
      expect(matchesEsimFilter(status, filter)).toBe((filters as readonly string[]).includes(filter));
    }
  });

  it('counts per tab', () => {
    const esims = [
      { status: 'pending' },
      { status: 'active' },
      { status: 'installed' },
      { status: 'expired' },
      {},
    ];
    expect(countEsimsByFilter(esims)).toEqual({ all: 5, new: 1, active: 2, expired: 1 });
  });

  it('New, Active and Expired never overlap (property)', () => {
    fc.assert(
      fc.property(anyStatus, (status) => {
        const hits = (['new', 'active', 'expired'] as const).filter((f) => matchesEsimFilter(status, f));
        expect(hits.length).toBeLessThanOrEqual(1);
        expect(matchesEsimFilter(status, 'all')).toBe(true);
      }),
    );
  });
});

describe('ordering', () => {
  it.each([
    ['installed', 1],
    ['active', 1],
    ['activated', 1],
    ['not_installed', 2],
    ['pending', 2],
    ['expired', 3],
    ['cancelled', 4],
    ['provisioned', 5],
    ['ready', 5],
    [undefined, 5],
  ] as const)('%p ranks %p', (status, rank) => {
    expect(esimSortRank(status)).toBe(rank);
  });

  it('sorts by rank, then newest first', () => {
    const esims = [
      { id: 'old-active', status: 'active', createdAt: '2024-01-01T00:00:00Z' },
      { id: 'expired', status: 'expired', createdAt: '2025-01-01T00:00:00Z' },
      { id: 'new-pending', status: 'pending', createdAt: '2025-01-01T00:00:00Z' },
      { id: 'new-installed', status: 'installed', createdAt: '2025-06-01T00:00:00Z' },
      { id: 'no-date-active', status: 'active', createdAt: null },
      { id: 'other', status: 'weird', createdAt: '2026-01-01T00:00:00Z' },
      { id: 'cancelled', status: 'cancelled', createdAt: new Date('2026-01-01T00:00:00Z') },
    ];
    expect(sortEsims(esims).map((e) => e.id)).toEqual([
      'new-installed',
      'old-active',
      'no-date-active',
      'new-pending',
      'expired',
      'cancelled',
      'other',
    ]);
    expect(esims[0].id).toBe('old-active'); // input untouched
  });

  const esim = fc.record({
    status: anyStatus,
    createdAt: fc.oneof(
      fc.integer({ min: 0, max: 4_000_000_000_000 }),
      fc.constant(null),
      fc.constant('not a date'),
    ),
  });

  it('sorted output is ordered by rank then createdAt descending (property)', () => {
    fc.assert(
      fc.property(fc.array(esim, { maxLength: 30 }), (esims) => {
        const sorted = sortEsims(esims);
        expect(sorted).toHaveLength(esims.length);
        for (let i = 1; i < sorted.length; i += 1) {
          const [a, b] = [sorted[i - 1], sorted[i]];
          const ra = esimSortRank(a.status);
          const rb = esimSortRank(b.status);
          expect(ra).toBeLessThanOrEqual(rb);
          const time = (v: number | string | null) => (typeof v === 'number' ? v : Number.NEGATIVE_INFINITY);
          if (ra === rb) expect(time(a.createdAt)).toBeGreaterThanOrEqual(time(b.createdAt));
        }
      }),
    );
  });

  it('the comparator is antisymmetric and reflexive (property)', () => {
    fc.assert(
      fc.property(esim, esim, (a, b) => {
        expect(Math.sign(compareEsims(a, b))).toBe(-Math.sign(compareEsims(b, a)) || 0);
        expect(compareEsims(a, a)).toBe(0);
      }),
    );
  });
});

describe('actions', () => {
  it('offers Activate for pending/not_installed in the list and pending in the details', () => {
    expect(canActivate('pending', 'list')).toBe(true);
    expect(canActivate('not_installed', 'list')).toBe(true);
    expect(canActivate('active', 'list')).toBe(false);
    expect(canActivate('pending', 'details')).toBe(true);
    expect(canActivate('not_installed', 'details')).toBe(false);
    expect(canActivate(undefined, 'list')).toBe(false);
  });

  it('offers Usage for active, activated or not_installed only', () => {
    const allowed = KNOWN_ESIM_STATUSES.filter((s) => canShowUsage(s));
    expect(allowed).toEqual(['active', 'activated', 'not_installed']);
  });

  it('recognises a cancelled eSIM', () => {
    expect(isEsimCancelled('Cancelled')).toBe(true);
    expect(isEsimCancelled('expired')).toBe(false);
  });
});

describe('tones and labels', () => {
  it('colours the home banner', () => {
    const tones = Object.fromEntries(KNOWN_ESIM_STATUSES.map((s) => [s, esimBannerTone(s)]));
    expect(tones).toEqual({
      provisioned: 'grey',
      ready: 'grey',
      active: 'green',
      activated: 'green',
      installed: 'green',
      inactive: 'grey',
      pending: 'orange',
      not_installed: 'orange',
      expired: 'red',
      cancelled: 'grey',
    });
    expect(esimBannerTone('something')).toBe('grey');
  });

  it('colours the customer badge', () => {
    const tones = Object.fromEntries(KNOWN_ESIM_STATUSES.map((s) => [s, esimBadgeTone(s)]));
    expect(tones).toEqual({
      provisioned: 'grey',
      ready: 'green',
      active: 'green',
      activated: 'green',
      installed: 'green',
      inactive: 'grey',
      pending: 'yellow',
      not_installed: 'blue',
      expired: 'red',
      cancelled: 'red',
    });
    expect(esimBadgeTone(null)).toBe('grey');
  });

  it('picks the admin badge variant', () => {
    const variants = Object.fromEntries(KNOWN_ESIM_STATUSES.map((s) => [s, adminEsimBadgeVariant(s)]));
    expect(variants).toEqual({
      provisioned: 'success',
      ready: 'outline',
      active: 'success',
      activated: 'success',
      installed: 'outline',
      inactive: 'outline',
      pending: 'secondary',
      not_installed: 'secondary',
      expired: 'destructive',
      cancelled: 'destructive',
    });
  });

  it('names each status label', () => {
    expect(esimStatusLabelKey('provisioned')).toBe('readyToUse');
    expect(esimStatusLabelKey('ready')).toBe('active');
    expect(esimStatusLabelKey('activated')).toBe('active');
    expect(esimStatusLabelKey('not_installed')).toBe('readyToInstall');
    expect(esimStatusLabelKey('installed')).toBe('installed');
    expect(esimStatusLabelKey('cancelled')).toBe('cancelled');
    expect(esimStatusLabelKey('xyz')).toBe('unknown');
  });

  it('greens an active top-up only', () => {
    expect(topUpBadgeIsGreen('active')).toBe(true);
    expect(topUpBadgeIsGreen('pending')).toBe(false);
  });

  it('names a top-up that has not begun "not started" (it needs no install), unknown ones as they are', () => {
    expect(topUpStatusLabelKey('not_installed')).toBe('notStarted');
    expect(topUpStatusLabelKey('Pending')).toBe('notStarted');
    expect(topUpStatusLabelKey('active')).toBe('active');
    expect(topUpStatusLabelKey('expired')).toBe('expired');
    expect(topUpStatusLabelKey('suspended')).toBe('unknown');
  });
});

describe('esimExpiry', () => {
  const now = Date.parse('2025-05-10T12:00:00Z');

  it('compares the expiry date to now and counts days left upwards', () => {
    expect(esimExpiry('2025-05-10T14:00:00Z', now)).toEqual({ expired: false, daysLeft: 1 });
    expect(esimExpiry('2025-05-13T12:00:00Z', now)).toEqual({ expired: false, daysLeft: 3 });
    expect(esimExpiry('2025-05-13T12:00:01Z', new Date(now))).toEqual({ expired: false, daysLeft: 4 });
    expect(esimExpiry('2025-05-10T12:00:00Z', now)).toEqual({ expired: true, daysLeft: null });
    expect(esimExpiry('2025-05-01', now)).toEqual({ expired: true, daysLeft: null });
    expect(esimExpiry(null, now)).toEqual({ expired: false, daysLeft: null });
    expect(esimExpiry('garbage', now)).toEqual({ expired: false, daysLeft: null });
  });
});

describe("RoameSIM's state table", () => {
  it.each([
    [0, false, 'not_installed'],
    [0, true, 'active'],
    ['0', true, 'active'],
    [4, true, 'active'],
    [7, false, 'not_installed'],
    [5, true, 'expired'],
    [2, false, 'cancelled'],
    [3, true, 'cancelled'],
    [6, true, 'cancelled'],
    [-1, false, 'pending'],
    ['-1', false, 'pending'],
  ] as const)('code %p (begun %p) → %s', (code, begun, expected) => {
    expect(esimStatusFromRoamesimState(code, begun)).toBe(expected);
  });

  it('a code outside the table, a word or nothing says nothing', () => {
    for (const raw of [1, 8, 99, 'active', 'not_installed', '', null, undefined, 0.5])
      expect(esimStatusFromRoamesimState(raw, true)).toBeNull();
  });

  it('reads integer codes and numeric strings only', () => {
    expect(roamesimStateCode(' 5 ')).toBe(5);
    expect(roamesimStateCode(-1)).toBe(-1);
    expect(roamesimStateCode('5a')).toBeNull();
  });
});
