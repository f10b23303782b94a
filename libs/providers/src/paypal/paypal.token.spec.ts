import { FetchedToken, PaypalTokenCache } from './paypal.token';

function setup(expiresInSec = 32400, marginSec = 300) {
  let now = 0;
  let issued = 0;
  const fetchToken = jest.fn(async (): Promise<FetchedToken> => {
    issued += 1;
    return { accessToken: `token-${issued}`, expiresInSec };
  });
  const cache = new PaypalTokenCache(fetchToken, () => now, marginSec);
  return { cache, fetchToken, advance: (ms: number) => (now += ms) };
}

describe('PaypalTokenCache', () => {
  it('reuses the token until margin seconds before expires_in', async () => {
    const { cache, fetchToken, advance } = setup();
    expect(await cache.get()).toBe('token-1');
    advance((32400 - 300) * 1000 - 1);
    expect(await cache.get()).toBe('token-1');
    advance(1);
    expect(await cache.get()).toBe('token-2');
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('uses at most half the lifetime as margin for short-lived tokens', async () => {
    const { cache, advance } = setup(10, 300);
    expect(await cache.get()).toBe('token-1');
    advance(4999);
    expect(await cache.get()).toBe('token-1');
    advance(1);
    expect(await cache.get()).toBe('token-2');
  });

  it('shares one fetch between concurrent callers', async () => {
    const { cache, fetchToken } = setup();
    const tokens = await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(tokens).toEqual(['token-1', 'token-1', 'token-1']);
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it('invalidates only the token that failed', async () => {
    const { cache } = setup();
    const first = await cache.get();
    cache.invalidate(first);
    const second = await cache.get();
    expect(second).toBe('token-2');
    cache.invalidate(first);
    expect(await cache.get()).toBe('token-2');
  });

  it('does not cache a failed fetch', async () => {
    let calls = 0;
    const cache = new PaypalTokenCache(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('down');
        return { accessToken: 'ok', expiresInSec: 100 };
      },
      () => 0,
      30,
    );
    await expect(cache.get()).rejects.toThrow('down');
    expect(await cache.get()).toBe('ok');
  });
});
