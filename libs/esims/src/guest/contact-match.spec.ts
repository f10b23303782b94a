import { contactMatches } from './contact-match';

const order = { customerEmail: 'sok@example.com', customerPhone: '+855 12 345 678' };

describe('contactMatches (Find my order)', () => {
  it('matches the order’s email in any case, and its phone written internationally or locally', () => {
    for (const contact of [
      'sok@example.com',
      ' SOK@Example.com ',
      '+855 12 345 678',
      '855 12 345 678',
      '012 345 678',
      '12345678',
    ])
      expect(contactMatches(order, contact)).toBe(true);
  });

  it('refuses another email or number, a short tail of the number, and anything on an order without email', () => {
    for (const contact of ['other@example.com', '012 345 679', '345678', '', '   '])
      expect(contactMatches(order, contact)).toBe(false);
    expect(contactMatches({ ...order, customerEmail: null }, 'sok@example.com')).toBe(false);
  });
});
