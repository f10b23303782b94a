import { bearerMatches } from './metrics-token.guard';

describe('the metrics bearer token', () => {
  const token = 'metrics-token-0123456789abcdef0123456789';

  it('accepts exactly "Bearer <token>"', () => {
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`bearer ${token}`, token)).toBe(true);
  });

  it('refuses anything else', () => {
    for (const header of [
      undefined,
      '',
      token,
      `Bearer ${token}x`,
      `Bearer ${token.slice(1)}`,
      `Basic ${token}`,
    ])
      expect(bearerMatches(header, token)).toBe(false);
  });
});
