import { csrfAllowed } from './csrf';

const ours = 'https://shop.example.com';
const call = (method: string, headers: Record<string, string> = {}, hasSessionCookie = true) =>
  csrfAllowed({ method, headers: { host: 'shop.example.com', ...headers }, hasSessionCookie }, ours);

describe('csrfAllowed', () => {
  it('always lets reads through', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS'])
      expect(call(method, { origin: 'https://evil.example' })).toBe(true);
  });

  it('accepts our public origin and the origin of the requested host', () => {
    expect(call('POST', { origin: ours })).toBe(true);
    expect(call('DELETE', { origin: 'https://admin.shop.example.com', host: 'admin.shop.example.com' })).toBe(
      true,
    );
    expect(call('POST', { origin: 'http://shop.example.com', 'x-forwarded-proto': 'https' })).toBe(false);
  });

  it('refuses foreign, null and unreadable origins', () => {
    expect(call('POST', { origin: 'https://evil.example' })).toBe(false);
    expect(call('POST', { origin: 'https://shop.example.com.evil.example' })).toBe(false);
    expect(call('PUT', { origin: 'null' })).toBe(false);
    expect(call('PATCH', { origin: '::' })).toBe(false);
  });

  it('falls back to fetch metadata, then the Referer', () => {
    expect(call('POST', { 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(call('POST', { 'sec-fetch-site': 'none' })).toBe(true);
    expect(call('POST', { 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(call('POST', { 'sec-fetch-site': 'same-site' })).toBe(false);
    expect(call('POST', { referer: `${ours}/settings` })).toBe(true);
    expect(call('POST', { referer: 'https://evil.example/x' })).toBe(false);
  });

  it('lets a request with no browser markers through only without a session cookie', () => {
    expect(call('POST', {}, false)).toBe(true);
    expect(call('POST', {}, true)).toBe(false);
  });
});
