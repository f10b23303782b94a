import { pageTitleKey } from './page-titles';

describe('pageTitleKey', () => {
  it.each([
    ['/', 'shop.titles.home'],
    ['/cart', 'shop.titles.cart'],
    ['/orders', 'shop.titles.orders'],
    ['/order/abc/details', 'shop.titles.order'],
    ['/esim/12/usage', 'shop.titles.esim'],
    ['/package/42', 'shop.titles.package'],
    ['/payment/status/DL1', 'shop.titles.payment'],
    ['/payment/status', 'shop.titles.payment'],
    ['/no/such/page', 'shop.titles.notFound'],
  ])('%s → %s', (path, key) => {
    expect(pageTitleKey(path)).toBe(key);
  });
});
