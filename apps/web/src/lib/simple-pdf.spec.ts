/// <reference types="jest" />
import { notificationsTexts } from '@app/i18n';
import { fallbackGuidePdf } from './fallback-guide';
import { simplePdf } from './simple-pdf';

const text = (bytes: Uint8Array): string => new TextDecoder('latin1').decode(bytes);

describe('simplePdf', () => {
  it('writes a PDF whose cross-reference table points at every object', () => {
    const pdf = text(simplePdf([{ text: 'Hello (world) \\ ok' }], 'Test'));
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain('(Hello \\(world\\) \\\\ ok) Tj');
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    offsets.forEach((offset, index) => expect(pdf.slice(offset)).toMatch(new RegExp(`^${index + 1} 0 obj`)));
  });

  it('wraps long text and adds pages as needed; characters outside Latin-1 become ?', () => {
    const many = Array.from({ length: 80 }, (_, index) => ({ text: `Line ${index} ${'word '.repeat(30)}` }));
    const pdf = text(simplePdf([...many, { text: 'ខ្មែរ – “quoted”' }], 'Long'));
    expect(Number(/\/Count (\d+)/.exec(pdf)?.[1])).toBeGreaterThan(2);
    expect(pdf).toContain('(????? - "quoted") Tj');
  });
});

describe('fallbackGuidePdf', () => {
  it('holds the order, the eSIM codes and the install steps', () => {
    const pdf = text(
      fallbackGuidePdf(
        {
          orderNumber: 'DE-42',
          customerName: 'Sokha Chan',
          customerEmail: 'sokha@example.com',
          esim: {
            iccid: '8985200012345678901',
            activationCode: 'K7F3-9QWE',
            expiresAt: '2026-12-30T10:00:00Z',
          },
        },
        notificationsTexts.en,
      ),
    );
    for (const expected of [
      '(eSIM Installation Guide) Tj',
      'DE-42',
      'Sokha Chan',
      '8985200012345678901',
      'K7F3-9QWE',
      '2026-12-30',
      '(On iPhone) Tj',
      '(On Android) Tj',
    ])
      expect(pdf).toContain(expected);
  });
});
