import * as fc from 'fast-check';
import { cartItemView, type CartLinePackage } from './cart-view';

const pkg = (over: Partial<CartLinePackage> = {}): CartLinePackage => ({
  id: 7,
  destination: 'Japan',
  countryCode: 'JP',
  continent: 'Asia',
  data: '1GB',
  name: 'Japan 1GB/Day Pass',
  days: 1,
  retailCents: 500,
  apiCode: '104-0-?-1-G-D',
  isDayPass: true,
  ...over,
});

describe('cartItemView', () => {
  it('prices a DayPass line from its days: per-day price × days, rounded up to a dollar', () => {
    const view = cartItemView({ id: 'a', quantity: 2, days: 7 }, pkg());
    expect(view).toMatchObject({
      customDays: 7,
      customPrice: '35.00',
      unitPriceCents: 3500,
      lineTotalCents: 7000,
      package: { price: '5.00', priceCents: 500, isDayPass: true },
    });
    const weekly = cartItemView({ id: 'b', quantity: 1, days: 3 }, pkg({ days: 7, retailCents: 1000 }));
    expect(weekly.unitPriceCents).toBe(500);
  });

  it('prices a fixed plan at its whole-dollar price, with no custom price or days', () => {
    const view = cartItemView(
      { id: 'c', quantity: 3, days: null },
      pkg({ isDayPass: false, retailCents: 1250 }),
    );
    expect(view).toMatchObject({
      customDays: null,
      customPrice: null,
      unitPriceCents: 1300,
      lineTotalCents: 3900,
    });
  });

  it('line total is always the unit price × quantity, in whole dollars', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 99 }),
        (retailCents, planDays, days, quantity) => {
          const view = cartItemView({ id: 'x', quantity, days }, pkg({ retailCents, days: planDays }));
          expect(view.lineTotalCents).toBe(view.unitPriceCents * quantity);
          expect(view.unitPriceCents % 100).toBe(0);
          expect(view.unitPriceCents * planDays).toBeGreaterThanOrEqual(retailCents * days);
        },
      ),
    );
  });
});
