import { esimStatusFromProvider } from './status-mapping';

const plan = (status: number | null, begun = false) => ({ status, begun });

describe('esimStatusFromProvider', () => {
  it('a cancelled, invalid or unsubscribing order cancels the eSIM', () => {
    for (const code of [2, 3, 6])
      expect(esimStatusFromProvider({ orderStatus: code, plans: [plan(0, true)] })).toBe('cancelled');
  });

  it('reads each plan through the state table: 0 before and after it began, 5 ended', () => {
    expect(esimStatusFromProvider({ orderStatus: 0, plans: [plan(0)] })).toBe('not_installed');
    expect(esimStatusFromProvider({ orderStatus: 0, plans: [plan(0, true)] })).toBe('active');
    expect(esimStatusFromProvider({ orderStatus: 0, plans: [plan(5, true)] })).toBe('expired');
  });

  it('the most alive plan wins', () => {
    expect(esimStatusFromProvider({ orderStatus: 0, plans: [plan(5, true), plan(0, true)] })).toBe('active');
    expect(esimStatusFromProvider({ orderStatus: 0, plans: [plan(5, true), plan(0)] })).toBe('not_installed');
    expect(esimStatusFromProvider({ orderStatus: 0, plans: [plan(5, true), plan(5, true)] })).toBe('expired');
  });

  it('a code outside the table says nothing; without plans an ended order is expired', () => {
    expect(esimStatusFromProvider({ orderStatus: 0, plans: [plan(1, true)] })).toBeNull();
    expect(esimStatusFromProvider({ orderStatus: 5, plans: [] })).toBe('expired');
    expect(esimStatusFromProvider({ orderStatus: 0, plans: [] })).toBeNull();
    expect(esimStatusFromProvider({ orderStatus: null, plans: [undefined, plan(null)] })).toBeNull();
  });
});
