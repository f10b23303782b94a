import { SecretBox } from './secret-box';
import { sealedColumn, useSecretsKey } from './sealed-column';

const KEY = 'k'.repeat(40);

describe('SecretBox', () => {
  it('seals to a different text each time and opens back to the value', () => {
    const box = new SecretBox(KEY);
    const a = box.seal('K7F3-9QWE-XY12');
    const b = box.seal('K7F3-9QWE-XY12');
    expect(a).not.toBe(b);
    expect(a).not.toContain('K7F3');
    expect(SecretBox.isSealed(a)).toBe(true);
    expect(box.open(a)).toBe('K7F3-9QWE-XY12');
    expect(box.open(box.seal(''))).toBe('');
  });

  it('refuses a value sealed under another key, a tampered one, or clear text', () => {
    const sealed = new SecretBox(KEY).seal('secret');
    expect(() => new SecretBox('o'.repeat(40)).open(sealed)).toThrow();
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('AA') ? 'BB' : 'AA');
    expect(() => new SecretBox(KEY).open(tampered)).toThrow();
    expect(() => new SecretBox(KEY).open('secret')).toThrow('not a sealed value');
    expect(() => new SecretBox('short')).toThrow('SECRETS_KEY');
  });

  it('sealedColumn stores sealed and reads clear under the process key', () => {
    useSecretsKey(KEY);
    const stored = sealedColumn.to('LPA:1$smdp$CODE') as string;
    expect(SecretBox.isSealed(stored)).toBe(true);
    expect(sealedColumn.from(stored)).toBe('LPA:1$smdp$CODE');
    expect(sealedColumn.to(null)).toBeNull();
  });
});
