import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_NAMES } from '@app/i18n';

/** khmer-label.css is written by scripts/khmer-label-font.mjs; it must cover the menu's Khmer name. */
describe('khmer-label.css', () => {
  const css = readFileSync(join(__dirname, 'khmer-label.css'), 'utf8');

  it('holds every letter of the Khmer language name, and only the Khmer block', () => {
    const range = /unicode-range:\s*([^;]+);/.exec(css)?.[1] ?? '';
    const codes = range.split(',').map((code) => Number.parseInt(code.trim().replace(/^U\+/i, ''), 16));
    for (const letter of LANGUAGE_NAMES.km) expect(codes).toContain(letter.codePointAt(0));
    for (const code of codes) expect(code >= 0x1780 && code <= 0x17ff).toBe(true);
  });

  it('is a woff2 font of its own family, inlined', () => {
    expect(css).toContain("font-family: 'Derleng Khmer Label'");
    const data = /base64,([A-Za-z0-9+/=]+)\)/.exec(css)?.[1] ?? '';
    expect(Buffer.from(data, 'base64').subarray(0, 4).toString('latin1')).toBe('wOF2');
  });
});
