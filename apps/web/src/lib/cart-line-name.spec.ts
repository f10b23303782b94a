import type { TFunction } from 'i18next';
import type { CartItemView } from '@app/contracts';
import { cartLinePlan } from './cart-line-name';

/** A t() that shows which text was asked for, with its values. */
const t = ((key: string, values: Record<string, unknown>) =>
  `${key} ${JSON.stringify(values)}`) as unknown as TFunction;

const item = (customDays: number | null): CartItemView =>
  ({
    package: { plan: 'Japan 5GB 30 Days', data: '5GB', days: 30 },
    customDays,
  }) as CartItemView;

describe('a cart line’s plan', () => {
  it('is the provider’s name in English, and data and days in Khmer', () => {
    expect(cartLinePlan(t, item(null), 'en')).toBe('Japan 5GB 30 Days');
    expect(cartLinePlan(t, item(null), 'km')).toBe('5GB · cart.days {"count":30}');
  });

  it('names a DayPass by its data and chosen days in both languages', () => {
    expect(cartLinePlan(t, item(7), 'km')).toBe('cart.dayPassLabel {"data":"5GB","count":7}');
    expect(cartLinePlan(t, item(7), 'en')).toBe('cart.dayPassLabel {"data":"5GB","count":7}');
  });
});
