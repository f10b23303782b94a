import { generate, generateSecret, verify } from 'otplib';

describe('TOTP as AdminMfa uses it (otplib, RFC 6238 defaults)', () => {
  it('accepts the current code and the neighbouring steps, refuses others', async () => {
    const secret = generateSecret();
    const now = 1_800_000_000;
    const code = await generate({ secret, epoch: now });
    expect(code).toMatch(/^\d{6}$/);
    expect((await verify({ secret, token: code, epoch: now + 30, epochTolerance: 30 })).valid).toBe(true);
    expect((await verify({ secret, token: code, epoch: now + 120, epochTolerance: 30 })).valid).toBe(false);
  });

  it('matches the RFC 6238 SHA-1 test vector', async () => {
    // RFC 6238 appendix B: secret "12345678901234567890" (ASCII), T = 59 s → 94287082 (8 digits).
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(await generate({ secret, epoch: 59, digits: 8 })).toBe('94287082');
  });
});
