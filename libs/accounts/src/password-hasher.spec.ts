import { ARGON2_OPTIONS, PasswordHasher } from './password-hasher';

/**
 * Made by the `argon2` package (0.45.1, node-gyp build) that hashed passwords before
 * @node-rs/argon2: stored hashes of existing accounts look exactly like these.
 */
const LEGACY = {
  password: 'Legacy#Pass-2026',
  current:
    '$argon2id$v=19$m=19456,p=1,t=2$idUkkMlSMZIB4j2BhmNGGg$X8mSav6RL6opBPOVH/IZ65xUkYFgSl558V95XnSjSVw',
  weaker: '$argon2id$v=19$m=4096,p=1,t=3$I0NhKIPJkKCZAGDFrCPA+Q$mFFr0fxOI0qinYrKkx4gAXN3vrbvmGv/tRZRyPR/iX8',
};

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();

  it('hashes with argon2id and the chosen parameters, salted', async () => {
    const first = await hasher.hash('Secret#123');
    const second = await hasher.hash('Secret#123');
    expect(first).toMatch(/^\$argon2id\$v=19\$/);
    const params = Object.fromEntries(
      first
        .split('$')[3]
        .split(',')
        .map((kv) => kv.split('=')),
    );
    expect(params).toEqual({ m: '19456', t: '2', p: '1' });
    expect(first).not.toBe(second);
    expect(hasher.needsRehash(first)).toBe(false);
  });

  it('verifies the right password only', async () => {
    const hash = await hasher.hash('Secret#123');
    expect(await hasher.verify(hash, 'Secret#123')).toBe(true);
    expect(await hasher.verify(hash, 'secret#123')).toBe(false);
    expect(await hasher.verify('not a hash', 'Secret#123')).toBe(false);
  });

  it('keeps verifying hashes stored by the previous argon2 binding', async () => {
    expect(await hasher.verify(LEGACY.current, LEGACY.password)).toBe(true);
    expect(await hasher.verify(LEGACY.current, 'legacy#pass-2026')).toBe(false);
    expect(hasher.needsRehash(LEGACY.current)).toBe(false);
    expect(await hasher.verify(LEGACY.weaker, LEGACY.password)).toBe(true);
  });

  it('asks for a rehash of weaker hashes and of what it cannot read', async () => {
    expect(hasher.needsRehash(LEGACY.weaker)).toBe(true);
    const { hash } = await import('@node-rs/argon2');
    expect(hasher.needsRehash(await hash('Secret#123', { ...ARGON2_OPTIONS, timeCost: 1 }))).toBe(true);
    expect(hasher.needsRehash('$2b$10$notanargon2hash')).toBe(true);
  });

  it('spends a verification on unknown accounts and says no', async () => {
    await expect(hasher.verifyNobody('anything')).resolves.toBe(false);
  });
});
