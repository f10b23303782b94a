import { ADMIN_TEXTS, SERVER_ONLY_TEXTS, SHOP_TEXTS, resources } from './index';

describe('web text parts', () => {
  it('place every feature of the texts in exactly one part (shop, admin or server only)', () => {
    const placed = [...Object.keys(SHOP_TEXTS), ...Object.keys(ADMIN_TEXTS), ...SERVER_ONLY_TEXTS];
    expect([...placed].sort()).toEqual(Object.keys(resources.en.translation).sort());
    expect(new Set(placed).size).toBe(placed.length);
  });
});
