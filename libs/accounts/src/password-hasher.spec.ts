import { ARGON2_OPTIONS, PasswordHasher } from './password-hasher';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();

  it('hashes with argon2id and the chosen parameters, salted', async () => {
    const first = await hasher.hash('Secret#123');
    const second = await hasher.hash('Secret#123');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(first).not.toBe(second);
    expect(hasher.needsRehash(first)).toBe(false);
  });

  it('verifies the right password only', async () => {
    const hash = await hasher.hash('Secret#123');
    expect(await hasher.verify(hash, 'Secret#123')).toBe(true);
    expect(await hasher.verify(hash, 'secret#123')).toBe(false);
    expect(await hasher.verify('not a hash', 'Secret#123')).toBe(false);
  });

  it('asks for a rehash of weaker hashes', async () => {
    const weak = await import('argon2').then((argon2) =>
      argon2.hash('Secret#123', { ...ARGON2_OPTIONS, memoryCost: 4096 }),
    );
    expect(hasher.needsRehash(weak)).toBe(true);
  });

  it('spends a verification on unknown accounts and says no', async () => {
    await expect(hasher.verifyNobody('anything')).resolves.toBe(false);
  });
});
