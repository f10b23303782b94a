import { resources } from '@app/i18n';
import { esimReadyFixture, renderContextFixture } from '../testing-fixtures';
import { qrModules } from '../email/esim-links';
import { renderEsimGuidePdf, type EsimGuideInput } from './esim-guide.pdf';
import { hasShapedLine, inspectPdf } from './pdf-inspect';

const input = (): EsimGuideInput => {
  const { orderNumber, customerName, esims } = esimReadyFixture();
  return { orderNumber, customerName, esims, support: renderContextFixture('en').support };
};
/** Lines joined: a value may be wrapped over two lines. */
const flat = (text: string): string => text.replace(/\s+/g, ' ');

describe('renderEsimGuidePdf', () => {
  it('draws the QR code of every eSIM (every dark module a filled square)', async () => {
    const pdf = await renderEsimGuidePdf(input(), 'en', { compress: false });
    const dark = input()
      .esims.map((esim) => qrModules(esim.lpa).flat().filter(Boolean).length)
      .reduce((sum, count) => sum + count, 0);
    expect(dark).toBeGreaterThan(400);
    const squares = pdf.toString('latin1').match(/ re\n/g)?.length ?? 0;
    expect(squares).toBeGreaterThanOrEqual(dark);
  });

  it.each([true, false])(
    'holds the order number, customer, eSIM codes and support contacts (compress %s)',
    async (compress) => {
      const pdf = await renderEsimGuidePdf(input(), 'en', {
        compress,
        generatedAt: new Date('2026-11-22T08:00:00Z'),
      });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const { text } = inspectPdf(pdf);
      const all = flat(text);
      for (const expected of [
        'eSIM Installation Guide',
        'DE-20261122-7Q4K',
        'Sokha Chan',
        '22 Nov 2026, 15:00',
        '8985200012345678901',
        '8985200098765432109',
        'K7F3-9QWE-XY12',
        'Thailand 5GB 7 days',
        'Install by 30 Dec 2026',
        'Valid 7 days from first connection',
        'Valid 1 day from first connection',
        'Ready to install',
        'Troubleshooting',
        'support@derleng.test',
        '@derleng_esim',
        '+855 23 900 900',
      ])
        expect(all).toContain(expected);
      // before the first connection there is no expiry, and the status is a word, never the raw code
      expect(all).not.toContain('Expiry');
      expect(all).not.toContain('not_installed');
    },
  );

  it('shows what was paid: the subtotal and a discount code’s line when there is one, and the total', async () => {
    const paid = { subtotalCents: 1000, discountCode: 'WELCOME10', discountCents: 100, totalCents: 900 };
    const discounted = flat(inspectPdf(await renderEsimGuidePdf({ ...input(), paid }, 'en')).text);
    expect(discounted).toContain('Subtotal $10.00 USD');
    expect(discounted).toContain('Discount (WELCOME10) −$1.00 USD');
    expect(discounted).toContain('Total paid $9.00 USD');
    const plain = { subtotalCents: 1000, discountCode: null, discountCents: 0, totalCents: 1000 };
    const full = flat(inspectPdf(await renderEsimGuidePdf({ ...input(), paid: plain }, 'en')).text);
    expect(full).toContain('Total paid $10.00 USD');
    expect(full).not.toContain('Discount');
  });

  it('draws the Khmer guide with the embedded Noto Sans Khmer, every glyph a real one', async () => {
    const pdf = await renderEsimGuidePdf({ ...input(), customerName: 'សុខ ចាន់ធា' }, 'km');
    const { text, fonts } = inspectPdf(pdf);
    const drawn = fonts.filter((font) => font.glyphIds.length > 0);
    expect(drawn.length).toBeGreaterThan(0);
    for (const font of drawn.filter((each) => each.embedded)) {
      expect(font.baseFont).toMatch(/NotoSansKhmer/);
      // .notdef (glyph 0) is the empty box drawn for a character the font lacks.
      expect(font.glyphIds).not.toContain(0);
    }
    expect(text).not.toContain('\uFFFD');
    expect(text.match(/[\u1780-\u17FF]/g)?.length).toBeGreaterThan(500);
    for (const expected of ['សុខ ចាន់ធា', 'DE-20261122-7Q4K', '8985200012345678901', 'support@derleng.test'])
      expect(text).toContain(expected);
  });

  it('shapes Khmer: glyphs are drawn in visual order (subscript RO and pre-base vowels first)', async () => {
    // Unshaped, the glyphs would follow the logical order ស ្ រ ុ ក; shaped, the coeng-RO glyph
    // (which draws on the left of its base) comes first. Likewise ែ in ការណែនាំ (the title).
    const pdf = await renderEsimGuidePdf({ ...input(), customerName: 'ស្រុក' }, 'km', { compress: false });
    const { text } = inspectPdf(pdf);
    expect(text).toContain('្រសុក');
    expect(text).not.toContain('ស្រុក');
    const title = resources.km.translation.notifications.guide.title;
    expect(title.startsWith('ការណែនាំ')).toBe(true);
    expect(text).toContain('ការែណនាំ');
    // read back as the letters of a line, whatever the order they are drawn in
    expect(hasShapedLine(text, 'ស្រុក')).toBe(true);
    expect(hasShapedLine(text, 'ស្រុកខ')).toBe(false);
    const common = resources.km.translation.notifications.common;
    expect(hasShapedLine(text, common.installBy)).toBe(true);
    expect(hasShapedLine(text, common.validFromFirstUse.replace('{{count}}', '7'))).toBe(true);
    expect(hasShapedLine(text, common.validFromFirstUse.replace('{{count}}', '8'))).toBe(false);
    expect(hasShapedLine(text, common.validUntil)).toBe(false);
  });

  it('draws a later guide with the fonts read for the first one: the same text, glyphs and embedded faces', async () => {
    const generatedAt = new Date('2026-11-28T08:00:00Z');
    const khmer = { ...input(), customerName: 'ស្រុក ចាន់ធា' };
    const first = inspectPdf(await renderEsimGuidePdf(khmer, 'km', { generatedAt }));
    await renderEsimGuidePdf(input(), 'en', { generatedAt }); // other glyphs used in between
    const again = inspectPdf(await renderEsimGuidePdf(khmer, 'km', { generatedAt }));
    expect(again.text).toBe(first.text);
    const faces = (inspection: typeof first) =>
      inspection.fonts
        .filter((font) => font.embedded && font.glyphIds.length > 0)
        .map((font) => [font.baseFont.replace(/^[A-Z]{6}\+/, ''), [...font.glyphIds].sort((a, b) => a - b)]);
    expect(faces(again)).toEqual(faces(first));
    expect(faces(first).length).toBe(2); // regular and bold
  });
});
