import { ADMIN_TEXTS, SERVER_ONLY_TEXTS, SHOP_TEXTS, resources } from './index';
import { FIRST_VISIT_KEYS, pickTexts, webTexts } from './web-resources';

describe('web text parts', () => {
  it('place every feature of the texts in exactly one part (shop, admin or server only)', () => {
    const placed = [...Object.keys(SHOP_TEXTS), ...Object.keys(ADMIN_TEXTS), ...SERVER_ONLY_TEXTS];
    expect([...placed].sort()).toEqual(Object.keys(resources.en.translation).sort());
    expect(new Set(placed).size).toBe(placed.length);
  });

  it('picks the first visit’s key paths out of the shop texts, in both languages', () => {
    for (const language of ['en', 'km'] as const) {
      const all = webTexts(SHOP_TEXTS, language) as Record<string, Record<string, unknown>>;
      const first = pickTexts(all, FIRST_VISIT_KEYS) as Record<string, Record<string, unknown>>;
      expect(first.catalogue).toEqual(all.catalogue);
      expect(first.esims.banner).toEqual(all.esims.banner);
      expect(Object.keys(first.esims).sort()).toEqual(['banner', 'status']);
      expect(first.checkout).toEqual({
        errors: { ordersPaused: (all.checkout.errors as Record<string, unknown>).ordersPaused },
        toast: all.checkout.toast,
      });
      expect(JSON.stringify(first).length).toBeLessThan(JSON.stringify(all).length / 3);
    }
  });

  it('refuses a key path the texts lack, so a renamed key cannot silently leave the first visit', () => {
    expect(() => pickTexts({ app: { name: 'x' } }, ['app.name', 'app.gone'])).toThrow(
      'No texts at "app.gone"',
    );
  });
});
