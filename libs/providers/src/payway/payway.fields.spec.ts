import { generateQrFields, purchaseFields } from './payway.fields';
import { generateQrHash } from './payway.signature';
import type { PaywaySettings } from './payway.types';

const settings: PaywaySettings = {
  baseUrl: 'https://checkout-sandbox.payway.com.kh',
  merchantId: 'm1',
  apiKey: 'k',
  timeoutMs: 1000,
  hashViewTypeAndPaymentGate: false,
  acceptUnsignedPushback: false,
};
const now = new Date('2025-01-02T03:04:05Z');

describe('purchaseFields', () => {
  it('sends only the fields that are set, as wire strings', () => {
    const fields = purchaseFields(
      settings,
      { tranId: 'T1', amount: { amountMinor: 40000, currency: 'KHR' } },
      now,
    );
    expect(Object.keys(fields).sort()).toEqual([
      'amount',
      'currency',
      'hash',
      'merchant_id',
      'req_time',
      'tran_id',
    ]);
    expect(fields).toMatchObject({ req_time: '20250102030405', amount: '40000', currency: 'KHR' });
  });

  it('Base64-encodes return_url, return_deeplink and custom_fields but not cancel/continue URLs', () => {
    const fields = purchaseFields(
      settings,
      {
        tranId: 'T1',
        amount: { amountMinor: 100, currency: 'USD' },
        returnUrl: 'https://api.example/pb',
        cancelUrl: 'https://shop.example/c',
        continueSuccessUrl: 'https://shop.example/ok',
        returnDeeplink: { iosScheme: 'app://ios', androidScheme: 'app://android' },
        customFields: { order: '7' },
      },
      now,
    );
    const decode = (value: string) => Buffer.from(value, 'base64').toString();
    expect(decode(fields.return_url)).toBe('https://api.example/pb');
    expect(JSON.parse(decode(fields.return_deeplink))).toEqual({
      ios_scheme: 'app://ios',
      android_scheme: 'app://android',
    });
    expect(JSON.parse(decode(fields.custom_fields))).toEqual({ order: '7' });
    expect(fields.cancel_url).toBe('https://shop.example/c');
    expect(fields.continue_success_url).toBe('https://shop.example/ok');
  });
});

describe('generateQrFields', () => {
  it('uses snake_case payer fields, a Base64 callback_url and the QR hash order', () => {
    const fields = generateQrFields(
      settings,
      {
        tranId: 'Q1',
        amount: { amountMinor: 250, currency: 'USD' },
        lifetimeMinutes: 10,
        firstName: 'Sok',
        callbackUrl: 'https://api.example/cb',
      },
      now,
    );
    expect(fields).toMatchObject({
      first_name: 'Sok',
      amount: '2.50',
      payment_option: 'abapay_khqr',
      lifetime: '10',
      qr_image_template: 'template3_color',
    });
    expect(Buffer.from(fields.callback_url, 'base64').toString()).toBe('https://api.example/cb');
    const { hash, ...unsigned } = fields;
    expect(hash).toBe(generateQrHash('k', unsigned));
  });
});
