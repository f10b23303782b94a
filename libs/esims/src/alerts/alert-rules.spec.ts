import { dueAlerts, usageShare, type AlertInput, type AlertPlan } from './alert-rules';

const NOW = new Date('2026-11-24T12:00:00Z');
const plan = (over: Partial<AlertPlan> = {}): AlertPlan => ({
  orderNumber: 'RS-MAIN',
  status: 'active',
  dataMb: 1000,
  usedMb: 0,
  createdAt: new Date('2026-11-01T00:00:00Z'),
  ...over,
});
const esim = (over: Partial<AlertInput> = {}): AlertInput => ({
  status: 'active',
  expiresAt: new Date('2026-12-01T00:00:00Z'),
  own: plan(),
  renewals: [],
  ...over,
});
const renewal = (over: Partial<AlertPlan> = {}) =>
  plan({ orderNumber: 'RS-TOPUP', status: 'pending', createdAt: new Date('2026-11-20T00:00:00Z'), ...over });

describe('usage and expiry alerts', () => {
  it('nothing below 80 %', () => {
    expect(dueAlerts(esim({ own: plan({ usedMb: 799 }) }), NOW)).toEqual({
      period: 'RS-MAIN',
      kinds: [],
      usagePercent: 79.9,
    });
  });

  it('80 % of the plan, then 100 % (highest first)', () => {
    expect(dueAlerts(esim({ own: plan({ usedMb: 800 }) }), NOW).kinds).toEqual(['usage_80']);
    expect(dueAlerts(esim({ status: 'expired', own: plan({ usedMb: 1000 }) }), NOW).kinds).toEqual([
      'usage_100',
      'usage_80',
    ]);
  });

  it('a renewal starts a new period and counts in the allowance: bought at 85 %, nothing is due', () => {
    const due = dueAlerts(esim({ own: plan({ usedMb: 850 }), renewals: [renewal()] }), NOW);
    expect(due.period).toBe('RS-TOPUP');
    expect(due.kinds).toEqual([]);
    expect(due.usagePercent).toBe(42.5);
  });

  it('a renewal starts the period even when the provider dates it before our own record of the eSIM', () => {
    const early = renewal({ status: 'active', usedMb: 900, createdAt: new Date('2026-10-31T23:59:59Z') });
    expect(dueAlerts(esim({ own: plan({ usedMb: 1000 }), renewals: [early] }), NOW).period).toBe('RS-TOPUP');
  });

  it('once the renewal runs, only its own usage counts', () => {
    const input = esim({
      own: plan({ usedMb: 1000 }),
      renewals: [renewal({ status: 'active', usedMb: 900 })],
    });
    expect(usageShare(input)).toBeCloseTo(0.9);
    expect(dueAlerts(input, NOW).kinds).toEqual(['usage_80']);
  });

  it('24 h before the end of a running eSIM, not after it and not for one waiting to be installed', () => {
    const soon = new Date(NOW.getTime() + 23 * 3_600_000);
    expect(dueAlerts(esim({ expiresAt: soon }), NOW).kinds).toEqual(['expiry_24h']);
    expect(dueAlerts(esim({ expiresAt: new Date(NOW.getTime() + 25 * 3_600_000) }), NOW).kinds).toEqual([]);
    expect(dueAlerts(esim({ expiresAt: new Date(NOW.getTime() - 1000) }), NOW).kinds).toEqual([]);
    expect(dueAlerts(esim({ status: 'not_installed', expiresAt: soon }), NOW).kinds).toEqual([]);
  });

  it('a plan that ran out of time is not a usage alert; a DayPass reports no usage', () => {
    expect(
      dueAlerts(esim({ status: 'expired', own: plan({ status: 'expired', usedMb: 300 }) }), NOW).kinds,
    ).toEqual([]);
    expect(dueAlerts(esim({ own: plan({ usedMb: null }) }), NOW)).toMatchObject({
      kinds: [],
      usagePercent: null,
    });
  });
});
