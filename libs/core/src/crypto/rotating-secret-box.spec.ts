import { RotatingSecretBox, SecretBoxError } from './rotating-secret-box';

const KEY = 'k'.repeat(40);
const OTHER = 'o'.repeat(40);

describe('RotatingSecretBox', () => {
  it('opens what it sealed; the sealed text holds no plaintext and differs each time', () => {
    const box = new RotatingSecretBox(KEY);
    const a = box.seal('s3cret-value', 'payway');
    const b = box.seal('s3cret-value', 'payway');
    expect(a.sealed).not.toContain('s3cret');
    expect(a.sealed).not.toEqual(b.sealed);
    expect(a.keyId).toEqual(box.keyId);
    expect(box.open(a.sealed, 'payway')).toEqual('s3cret-value');
  });

  it('refuses another row (associated data), an altered value and an unknown key', () => {
    const box = new RotatingSecretBox(KEY);
    const { sealed } = box.seal('value', 'payway');
    expect(() => box.open(sealed, 'paypal')).toThrow(SecretBoxError);
    const parts = sealed.split('.');
    parts[4] = Buffer.from('tampered').toString('base64url');
    expect(() => box.open(parts.join('.'), 'payway')).toThrow(SecretBoxError);
    expect(() => new RotatingSecretBox(OTHER).open(sealed, 'payway')).toThrow(/no key with id/);
  });

  it('opens values of a previous key while sealing under the current one (rotation)', () => {
    const old = new RotatingSecretBox(OTHER).seal('value', 'stripe');
    const rotated = new RotatingSecretBox(KEY, [OTHER]);
    expect(rotated.open(old.sealed, 'stripe')).toEqual('value');
    expect(rotated.seal('value', 'stripe').keyId).not.toEqual(old.keyId);
  });
});
