import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHOP_PAGE_PATHS } from '@app/contracts';
import { resources } from '@app/i18n';
import { pageTitleKey } from './page-titles';

describe('pageTitleKey', () => {
  it.each([
    ['/', 'shop.titles.home'],
    ['/cart', 'shop.titles.cart'],
    ['/orders', 'shop.titles.orders'],
    ['/order/abc/details', 'shop.titles.order'],
    ['/esim/12/usage', 'shop.titles.esimUsage'],
    ['/esim/12/details', 'shop.titles.esimDetails'],
    ['/package/42', 'shop.titles.package'],
    ['/payment/status/DL1', 'shop.titles.payment'],
    ['/payment/status', 'shop.titles.payment'],
    ['/payment-success', 'shop.titles.paymentSuccess'],
    ['/paypal-debug', 'shop.titles.paypalDebug'],
    ['/access-panels', 'shop.titles.accessPanels'],
    ['/esim/12/nothing', 'shop.titles.notFound'],
    ['/no/such/page', 'shop.titles.notFound'],
  ])('%s → %s', (path, key) => {
    expect(pageTitleKey(path)).toBe(key);
  });

  it('gives every shop page a title of its own, in English and Khmer', () => {
    for (const language of ['en', 'km'] as const) {
      const titles = resources[language].translation.shop.titles as Record<string, string>;
      for (const path of SHOP_PAGE_PATHS) {
        const key = pageTitleKey(path.replace(/\/:[a-zA-Z]+\?$/, '').replace(/:[a-zA-Z]+/g, '1'));
        expect(key).not.toBe('shop.titles.notFound');
        expect(titles[key.replace('shop.titles.', '')]).toEqual(expect.any(String));
      }
    }
  });
});

describe('the shop router and the list of shop pages', () => {
  it('name the same pages', () => {
    const router = readFileSync(join(__dirname, '../../app/shop-router.tsx'), 'utf8');
    const routed = [...router.matchAll(/path: '([^']+)'/g)].map(([, path]) => `/${path}`);
    const pages = routed.filter((path) => path !== '/*');
    // The home is the index route.
    expect(router).toContain('index: true');
    expect(routed).toContain('/*');
    expect(['/', ...pages].sort()).toEqual([...SHOP_PAGE_PATHS].sort());
  });
});
