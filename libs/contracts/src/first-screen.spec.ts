import { destinationSlugParam, firstScreenApiPaths, isAdminAddress, packageIdParam } from './first-screen';
import { isIndexedShopPage, privateShopPathPrefixes } from './shop-pages';

describe('firstScreenApiPaths', () => {
  it('names the home’s reads and a package page’s', () => {
    expect(firstScreenApiPaths('/')).toEqual([
      '/api/auth/user',
      '/api/shop/status',
      '/api/exchange-rate',
      '/api/packages/popular',
      '/api/catalogue/stats',
    ]);
    expect(firstScreenApiPaths('/package/42')).toEqual([
      '/api/auth/user',
      '/api/shop/status',
      '/api/exchange-rate',
      '/api/packages/42/complete',
    ]);
    expect(firstScreenApiPaths('/package/42/')).toContain('/api/packages/42/complete');
  });

  it('names a destination page’s one read, its slug in lower case', () => {
    expect(firstScreenApiPaths('/destinations/Japan')).toEqual([
      '/api/auth/user',
      '/api/shop/status',
      '/api/exchange-rate',
      '/api/destinations/japan',
    ]);
    expect(firstScreenApiPaths('/destinations/bosnia--herzegovina/')).toContain(
      '/api/destinations/bosnia--herzegovina',
    );
    expect(firstScreenApiPaths('/destinations/ja%20pan')).toEqual([]);
    expect(destinationSlugParam('x'.repeat(101))).toBeNull();
  });

  it('names nothing for other pages or a package address that is not one', () => {
    for (const path of [
      '/cart',
      '/my-esims',
      '/package/0',
      '/package/abc',
      '/package/99999999999',
      '/package/1/x',
    ])
      expect(firstScreenApiPaths(path)).toEqual([]);
  });

  it('reads a package id as a 32-bit positive integer', () => {
    expect(packageIdParam('7')).toBe(7);
    expect(packageIdParam('2147483647')).toBe(2147483647);
    expect(packageIdParam('2147483648')).toBeNull();
    expect(packageIdParam('-1')).toBeNull();
    expect(packageIdParam(undefined)).toBeNull();
  });

  it('tells the admin app by its host or ?subdomain=admin', () => {
    expect(isAdminAddress('admin.derleng.test', '')).toBe(true);
    expect(isAdminAddress('127.0.0.1', '?subdomain=admin')).toBe(true);
    expect(isAdminAddress('shop.derleng.test', '?subdomain=shop')).toBe(false);
    expect(isAdminAddress('myadmin.test', '')).toBe(false);
  });
});

describe('pages for search engines', () => {
  it('indexes the home, the catalogue and the information pages, nothing private', () => {
    for (const path of ['/', '/destinations/japan', '/package/7', '/faq', '/terms', '/contact'])
      expect([path, isIndexedShopPage(path)]).toEqual([path, true]);
    for (const path of [
      '/my-esims',
      '/orders',
      '/esim/1/rescue',
      '/order/1/details',
      '/checkout',
      '/settings',
      '/nowhere',
    ])
      expect([path, isIndexedShopPage(path)]).toEqual([path, false]);
  });

  it('closes each private page up to its first parameter, once', () => {
    const prefixes = privateShopPathPrefixes();
    expect(prefixes).toEqual(
      expect.arrayContaining(['/my-esims', '/orders', '/esim/', '/order/', '/checkout']),
    );
    expect(prefixes.filter((prefix) => prefix === '/esim/')).toHaveLength(1);
    expect(prefixes.some((prefix) => /package|destinations|faq/.test(prefix) || prefix === '/')).toBe(false);
  });
});
