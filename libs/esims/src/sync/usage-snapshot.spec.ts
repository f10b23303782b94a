import type { RoamesimEsimOrder, RoamesimPackageUsage } from '@app/providers';
import { factsChanged, usageSnapshot, type EsimFacts } from './usage-snapshot';

const ICCID = '8985200000000000017';
const plan = (overrides: Partial<RoamesimPackageUsage> = {}): RoamesimPackageUsage => ({
  iccid: ICCID,
  priceId: 1,
  name: 'Cambodia 1GB 7 Days',
  flows: 1,
  unit: 'GB',
  dataMb: 1024,
  days: 7,
  usedMb: 0,
  beginDate: '',
  endDate: '',
  status: 0,
  ...overrides,
});
const row = (
  orderNum: string,
  packages: RoamesimPackageUsage[],
  overrides: Partial<RoamesimEsimOrder> = {},
) =>
  ({
    orderNum,
    skuId: 101,
    name: 'Cambodia',
    count: 1,
    createdAt: '2026-05-01 10:00:00',
    status: 0,
    totalUsd: 1,
    renew: false,
    mainOrderNum: '',
    daypassDays: 0,
    outerOrderId: '',
    outerItemId: '',
    packages,
    ...overrides,
  }) satisfies RoamesimEsimOrder;
const current: EsimFacts = {
  status: 'not_installed',
  usedMb: 0,
  remainingMb: 1024,
  activatedAt: null,
  expiresAt: null,
};
const esim = { iccid: ICCID, providerOrderNumber: 'EP1', dataMb: 1024, isDayPass: false, current };

describe('usageSnapshot', () => {
  it('is null when the provider does not list the main order', () => {
    expect(usageSnapshot([row('EP9', [plan()])], esim)).toBeNull();
  });

  it('reads status, usage and dates of the eSIM’s own plan', () => {
    const snapshot = usageSnapshot(
      [
        row('EP1', [
          plan({
            status: 0,
            usedMb: 300.5,
            beginDate: '2026-05-02 08:00:00',
            endDate: '2026-05-09 08:00:00',
          }),
        ]),
      ],
      esim,
    );
    expect(snapshot?.esim).toEqual({
      status: 'active',
      usedMb: 300.5,
      remainingMb: 723.5,
      activatedAt: new Date('2026-05-02T00:00:00Z'),
      expiresAt: new Date('2026-05-09T00:00:00Z'),
    });
    expect(snapshot?.topUps).toEqual([]);
  });

  it('a renewal becomes a top-up, keeps the eSIM alive and extends its expiry', () => {
    const snapshot = usageSnapshot(
      [
        row('EP1', [
          plan({ status: 5, usedMb: 1024, beginDate: '2026-05-02 08:00:00', endDate: '2026-05-09 08:00:00' }),
        ]),
        row(
          'EP2',
          [
            plan({
              status: 0,
              flows: 2,
              dataMb: 2048,
              usedMb: 10,
              beginDate: '2026-05-09 08:00:00',
              endDate: '2026-05-16 08:00:00',
            }),
          ],
          {
            renew: true,
            mainOrderNum: 'EP1',
          },
        ),
        row('EP3', [plan({ iccid: 'another' })], { renew: true, mainOrderNum: 'EP1' }),
      ],
      esim,
    );
    expect(snapshot?.esim.status).toBe('active');
    expect(snapshot?.esim.remainingMb).toBe(0);
    expect(snapshot?.esim.expiresAt).toEqual(new Date('2026-05-16T00:00:00Z'));
    expect(snapshot?.topUps).toEqual([
      expect.objectContaining({
        providerOrderNumber: 'EP2',
        status: 'active',
        data: '2GB',
        dataMb: 2048,
        daysAdded: 7,
        remainingMb: 2038,
      }),
    ]);
  });

  it('a cancelled order cancels the eSIM; a DayPass never reports usage', () => {
    expect(
      usageSnapshot(
        [row('EP1', [plan({ status: 0, beginDate: '2026-05-02 08:00:00' })], { status: 2 })],
        esim,
      )?.esim.status,
    ).toBe('cancelled');
    const dayPass = usageSnapshot([row('EP1', [plan({ usedMb: 12 })])], {
      ...esim,
      isDayPass: true,
      current: { ...current, usedMb: null },
    });
    expect(dayPass?.esim).toMatchObject({ usedMb: null, remainingMb: null });
  });

  it('keeps what it had when the provider says nothing new', () => {
    const known = {
      ...current,
      activatedAt: new Date('2026-05-02T00:00:00Z'),
      expiresAt: new Date('2026-06-01T00:00:00Z'),
    };
    const snapshot = usageSnapshot([row('EP1', [])], { ...esim, current: known });
    expect(snapshot?.esim).toEqual({ ...known, remainingMb: 1024 });
  });
});

describe('factsChanged', () => {
  it('compares every fact, dates by time', () => {
    expect(factsChanged(current, { ...current })).toBe(false);
    expect(factsChanged(current, { ...current, usedMb: 1 })).toBe(true);
    expect(factsChanged(current, { ...current, status: 'active' })).toBe(true);
    const at = new Date('2026-05-02T00:00:00Z');
    expect(
      factsChanged({ ...current, expiresAt: at }, { ...current, expiresAt: new Date(at.getTime()) }),
    ).toBe(false);
    expect(factsChanged({ ...current, expiresAt: at }, { ...current, expiresAt: null })).toBe(true);
  });
});

describe('usageSnapshot: a renewal that has not begun', () => {
  it('extends the eSIM by its days after the running plan (it has no dates of its own yet)', () => {
    const snapshot = usageSnapshot(
      [
        row('EP1', [plan({ status: 0, beginDate: '2026-05-02 08:00:00', endDate: '2026-05-09 08:00:00' })]),
        row('EP2', [plan({ status: 0, days: 7, beginDate: '', endDate: '' })], { renew: true }),
      ],
      esim,
    );
    expect(snapshot?.esim).toMatchObject({ status: 'active', expiresAt: new Date('2026-05-16T00:00:00Z') });
    expect(snapshot?.topUps[0]).toMatchObject({ status: 'pending', beginsAt: null, expiresAt: null });
  });
});
