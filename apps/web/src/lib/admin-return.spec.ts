import { adminReturnPath, adminSignInPath } from './admin-return';

describe('admin return path', () => {
  it('goes back to the page the session ended on, on the admin app', () => {
    const signIn = adminSignInPath('/orders?subdomain=admin&status=paid');
    expect(adminReturnPath(signIn.slice(signIn.indexOf('?')))).toBe('/orders?subdomain=admin&status=paid');
    expect(adminReturnPath('?next=%2Forder%2FDL1')).toBe('/order/DL1?subdomain=admin');
  });

  it('never leaves the site, and falls back to the overview', () => {
    for (const next of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'orders',
      '/signin?x=1',
      '',
    ])
      expect(adminReturnPath(`?next=${encodeURIComponent(next)}`)).toBe('/overview?subdomain=admin');
    expect(adminReturnPath('')).toBe('/overview?subdomain=admin');
  });
});
