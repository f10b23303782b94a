import { esimDateFact, esimHasStarted } from './esim-dates';

const INSTALL_BY = '2027-05-23T00:00:00.000Z';
const END = '2026-12-01T10:00:00.000Z';

describe('esimDateFact', () => {
  it('before the first connection: install by the install-before date, valid N days from first connection', () => {
    expect(
      esimDateFact({
        status: 'not_installed',
        activatedAt: null,
        activateBefore: INSTALL_BY,
        expiresAt: INSTALL_BY,
        validDays: 7,
      }),
    ).toEqual({ kind: 'install_by', installBy: INSTALL_BY, validDays: 7 });
  });

  it('never shows the provider’s end date as an expiry before activation (it is the install-by date)', () => {
    expect(
      esimDateFact({ status: 'ready', activateBefore: null, expiresAt: INSTALL_BY, validDays: 7 }),
    ).toEqual({
      kind: 'install_by',
      installBy: INSTALL_BY,
      validDays: 7,
    });
  });

  it('once active: the provider’s end date is the expiry', () => {
    expect(
      esimDateFact({
        status: 'active',
        activatedAt: '2026-11-24T00:00:00Z',
        activateBefore: INSTALL_BY,
        expiresAt: END,
      }),
    ).toEqual({ kind: 'expires', expiresAt: END });
    // a status that only follows a first connection counts even before the activation time is reported
    expect(esimDateFact({ status: 'installed', activateBefore: INSTALL_BY, expiresAt: END }).kind).toBe(
      'expires',
    );
  });

  it('expired: says so with the end date', () => {
    expect(esimDateFact({ status: 'EXPIRED', expiresAt: END })).toEqual({ kind: 'expired', expiresAt: END });
  });

  it('accepts Date values and ignores unreadable ones', () => {
    expect(esimDateFact({ status: 'pending', activateBefore: new Date(INSTALL_BY), validDays: 0 })).toEqual({
      kind: 'install_by',
      installBy: INSTALL_BY,
      validDays: null,
    });
    expect(esimHasStarted({ status: 'pending', activatedAt: 'garbage' })).toBe(false);
  });
});
