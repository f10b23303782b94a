import { esimStatusFromProvider, normaliseEsimStatus } from './status-mapping';

describe('normaliseEsimStatus', () => {
  it.each([
    ['not_installed', 'not_installed'],
    ['Not Installed', 'not_installed'],
    ['NOT-INSTALLED', 'not_installed'],
    ['active', 'active'],
    ['Activated', 'activated'],
    ['in use', 'active'],
    ['Expired', 'expired'],
    ['used up', 'expired'],
    ['canceled', 'cancelled'],
    ['refunded', 'cancelled'],
    ['waiting', 'pending'],
    ['installed', 'installed'],
  ])('%s → %s', (raw, expected) => {
    expect(normaliseEsimStatus(raw)).toBe(expected);
  });

  it('keeps an unknown status, cleaned', () => {
    expect(normaliseEsimStatus(' Roaming Blocked! ')).toBe('roaming_blocked');
    expect(normaliseEsimStatus(7)).toBe('7');
  });

  it('gives null for nothing', () => {
    expect(normaliseEsimStatus('')).toBeNull();
    expect(normaliseEsimStatus('  ')).toBeNull();
    expect(normaliseEsimStatus(null)).toBeNull();
    expect(normaliseEsimStatus(undefined)).toBeNull();
  });
});

describe('esimStatusFromProvider', () => {
  it('a cancelled, void or unsubscribing order cancels the eSIM', () => {
    for (const code of [2, 3, 6])
      expect(esimStatusFromProvider({ orderStatus: code, planStatuses: ['active'] })).toBe('cancelled');
  });

  it('the most alive plan wins', () => {
    expect(esimStatusFromProvider({ orderStatus: 0, planStatuses: ['expired', 'active'] })).toBe('active');
    expect(esimStatusFromProvider({ orderStatus: 0, planStatuses: ['active', 'pending'] })).toBe('active');
    expect(esimStatusFromProvider({ orderStatus: 0, planStatuses: ['not_installed', 'not_installed'] })).toBe(
      'not_installed',
    );
    expect(esimStatusFromProvider({ orderStatus: 0, planStatuses: ['expired', 'expired'] })).toBe('expired');
  });

  it('an unknown status is kept unless a known live one is there', () => {
    expect(esimStatusFromProvider({ orderStatus: 0, planStatuses: ['blocked'] })).toBe('blocked');
    expect(esimStatusFromProvider({ orderStatus: 0, planStatuses: ['blocked', 'active'] })).toBe('active');
    expect(esimStatusFromProvider({ orderStatus: 0, planStatuses: ['blocked', 'expired'] })).toBe('blocked');
  });

  it('without plans: an ended order is expired, anything else says nothing', () => {
    expect(esimStatusFromProvider({ orderStatus: 5, planStatuses: [] })).toBe('expired');
    expect(esimStatusFromProvider({ orderStatus: 0, planStatuses: [] })).toBeNull();
    expect(esimStatusFromProvider({ orderStatus: null, planStatuses: ['', null] })).toBeNull();
  });
});
