import i18next from 'i18next';
import { resources } from '@app/i18n';
import { ApiError } from '../../../lib/api-client';
import { createFailedText, paymentFailedText } from './paypal-messages';

describe('PayPal alert texts', () => {
  let t: typeof i18next.t;

  beforeAll(async () => {
    const instance = i18next.createInstance();
    await instance.init({ resources, lng: 'en', interpolation: { escapeValue: false } });
    t = instance.t.bind(instance);
  });

  it.each([
    ['INSTRUMENT_DECLINED', 'Your payment method was declined. Please try a different payment method.'],
    [
      'PAYER_CANNOT_PAY',
      'Your PayPal account cannot complete this payment. Please try a different payment method.',
    ],
    ['CAPTURE_DECLINED', 'Payment was declined. Please try a different payment method.'],
    ['VALIDATION_ERROR', 'Please check your payment information and try again.'],
    ['ORDER_EXPIRED', 'Error code: ORDER_EXPIRED. Please try again or contact support.'],
  ])('a %s refusal reads as the spec says', (code, text) => {
    expect(paymentFailedText(t, new ApiError(422, code, 'refused'))).toBe(`PayPal payment failed. ${text}`);
  });

  it('gives the server message when there is no code, and the connection text with neither', () => {
    expect(paymentFailedText(t, new ApiError(500, 'ERROR', 'Gateway down'))).toBe(
      'PayPal payment failed. Details: Gateway down',
    );
    expect(paymentFailedText(t, new TypeError('Failed to fetch'))).toBe(
      'PayPal payment failed. Please check your connection and try again, or contact support if the issue persists.',
    );
  });

  it('names the server message when the PayPal order cannot be created', () => {
    expect(createFailedText(t, new ApiError(502, 'PAYPAL_UNAVAILABLE', 'PayPal is not answering'))).toBe(
      'PayPal order creation failed: PayPal is not answering',
    );
  });
});
