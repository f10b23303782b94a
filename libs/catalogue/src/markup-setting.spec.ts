import { isValidMarkup } from './markup-setting';

describe('isValidMarkup', () => {
  it('accepts factors from 1 to 100 with at most 2 decimals', () => {
    for (const value of [1, 2.5, 5, 3.25, 100]) expect(isValidMarkup(value)).toBe(true);
    for (const value of [0.99, 0, -5, 100.01, 2.555, NaN, Infinity, '5', null])
      expect(isValidMarkup(value)).toBe(false);
  });
});
