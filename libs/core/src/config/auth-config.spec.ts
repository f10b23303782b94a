import { ConfigError, loadConfig } from './config';

const base = { DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db' };

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('auth configuration', () => {
  it('has the documented defaults: plain cookie outside production, shorter admin sessions', () => {
    const { auth, http } = loadConfig(base);
    expect(auth.cookieName).toBe('derleng_session');
    expect(auth.cookieSecure).toBe(false);
    expect(auth.lifetimes.user).toEqual({ idleMs: 7 * 24 * 3600 * 1000, absoluteMs: 30 * 24 * 3600 * 1000 });
    expect(auth.lifetimes.admin).toEqual({ idleMs: 30 * 60 * 1000, absoluteMs: 8 * 3600 * 1000 });
    expect(auth.throttle).toEqual({
      perAccountPerMinute: 5,
      perAccountPerHour: 100,
      perAddressPerMinute: 20,
      perAddressPerHour: 300,
      signUpsPerAddressPerHour: 20,
    });
    expect(http.trustProxy).toBe(false);
    expect(auth.generateFirstAdmin).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).auth.generateFirstAdmin).toBe(false);
  });

  it('uses a Secure __Host- cookie in production and refuses to turn it off or to run on http', () => {
    const production = { ...base, NODE_ENV: 'production', REDIS_URL: 'redis://r:6379' };
    expect(problemsOf({ ...production, SESSION_COOKIE_SECURE: 'false' })).toEqual(
      expect.arrayContaining([expect.stringContaining('SESSION_COOKIE_SECURE')]),
    );
    expect(problemsOf(production)).toEqual(
      expect.arrayContaining([expect.stringContaining('PUBLIC_URL: required')]),
    );
    expect(problemsOf({ ...production, PUBLIC_URL: 'http://shop.example.com' })).toEqual(
      expect.arrayContaining([expect.stringContaining('PUBLIC_URL: must be https')]),
    );
    expect(loadConfig({ ...base, SESSION_COOKIE_SECURE: 'true' }).auth.cookieName).toBe(
      '__Host-derleng_session',
    );
  });

  it('refuses admin sessions that outlive customer ones and idle times past the absolute end', () => {
    expect(problemsOf({ ...base, ADMIN_SESSION_IDLE_MINUTES: '20000' })).toEqual(
      expect.arrayContaining([expect.stringContaining('admin sessions must not outlive')]),
    );
    expect(problemsOf({ ...base, SESSION_IDLE_MINUTES: '50000' })).toEqual(
      expect.arrayContaining([expect.stringContaining('SESSION_IDLE_MINUTES')]),
    );
  });

  it('reads the first admin from all three settings, checked against the shop rules', () => {
    const env = {
      ...base,
      ADMIN_PHONE: '+855 12 345 678',
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: 'Strong#Pass1',
    };
    expect(loadConfig(env).auth.firstAdmin).toEqual({
      phone: '+85512345678',
      email: 'boss@example.com',
      password: 'Strong#Pass1',
      fullName: 'Administrator',
    });
    expect(problemsOf({ ...base, ADMIN_PHONE: '+85512345678' })).toEqual(
      expect.arrayContaining([expect.stringContaining('set all three or none')]),
    );
    expect(problemsOf({ ...env, ADMIN_PASSWORD: 'weak' })).toEqual(
      expect.arrayContaining([expect.stringContaining('ADMIN_PASSWORD')]),
    );
    expect(problemsOf({ ...env, ADMIN_PHONE: '+012 345 678' })).toEqual(
      expect.arrayContaining([expect.stringContaining('ADMIN_PHONE')]),
    );
  });
});
