import { textDocument } from './html-layout';
import { supportPromiseText } from './support-promise';

describe('the support promise', () => {
  it('is written from the setting, in the customer’s language', () => {
    const support = { email: 'help@shop.test', promise: { availability: '24/7', responseHours: 3 } };
    expect(supportPromiseText(support, 'en')).toBe('We answer 24/7, on average within 3 hours.');
    expect(supportPromiseText(support, 'km')).toContain('3 ម៉ោង');
    expect(textDocument('en', ['Hello'], support)).toContain(
      'Questions? Email help@shop.test. We answer 24/7',
    );
  });

  it('is absent when not configured: no promise anywhere in the email', () => {
    const support = { email: 'help@shop.test', promise: null };
    expect(supportPromiseText(support, 'en')).toBe('');
    const text = textDocument('en', ['Hello'], support);
    expect(text).toContain('Questions? Email help@shop.test.');
    expect(text).not.toMatch(/We answer|within \d+ hours/);
  });
});
