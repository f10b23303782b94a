import { constants, createHmac, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { PaywayClient } from './payway.client';
import {
  checkHash,
  encryptMerchantAuth,
  paywayRequestTime,
  purchaseHash,
  pushbackSignature,
  refundHash,
  verifyPushbackSignature,
} from './payway.signature';
import type { PaywaySettings } from './payway.types';

/*
 * Fixed vectors. Each expected digest is written down twice: computed here with node:crypto straight
 * from the formula in docs (values concatenated in the documented order, HMAC-SHA512, Base64), and as
 * a literal produced once with `openssl dgst -sha512 -hmac <key> -binary | base64`.
 */
const formula = (key: string, message: string): string =>
  createHmac('sha512', key).update(message).digest('base64');

const settings = (overrides: Partial<PaywaySettings>): PaywaySettings => ({
  baseUrl: 'https://checkout-sandbox.payway.com.kh',
  merchantId: 'ec000002',
  apiKey: 'test-api-key-1',
  timeoutMs: 1000,
  hashViewTypeAndPaymentGate: false,
  acceptUnsignedPushback: false,
  ...overrides,
});

describe('purchase hash', () => {
  it('vector 1: a card purchase with payer fields, return_url and lifetime', () => {
    const message =
      '20250213065545' +
      'ec000002' +
      '17394277693' +
      '0.10' +
      'sina' +
      'chhum' +
      '093939399' +
      'aHR0cHM6Ly9zaG9wLmV4YW1wbGUvcHVzaGJhY2s=' +
      'USD' +
      '30';
    const expected =
      'ciTDtgV+CA1KNHcfPaM/+kWpbrMDBfSHqAL87dAjHMjLlV5xrAQy3SLMHlv01m7RljiEwwGSWzyx8CaSK3ey7w==';
    expect(formula('test-api-key-1', message)).toBe(expected);

    const form = new PaywayClient(settings({})).buildPurchaseForm({
      tranId: '17394277693',
      amount: { amountMinor: 10, currency: 'USD' },
      firstName: 'sina',
      lastName: 'chhum',
      phone: '093939399',
      returnUrl: 'https://shop.example/pushback',
      lifetimeMinutes: 30,
      requestTime: new Date('2025-02-13T06:55:45Z'),
    });
    expect(form.fields.hash).toBe(expected);
    expect(form.action).toBe(
      'https://checkout-sandbox.payway.com.kh/api/payment-gateway/v1/payments/purchase',
    );
  });

  it('vector 2: KHQR in KHR with return_params, view_type and payment_gate, both hash orders', () => {
    const key = 'sandbox-payway-api-key';
    const withView =
      'HRJJGzuMo1uic81FI9n7VMfjOHYU7jmprRMMMtIqhgtnuyW/P6NnF/Y2fqg5k5dRCdN6B/jLDJWv4wa1QQWe8A==';
    const withoutView =
      'lw2RPQngeOY81Ag8eYntTEXir1sgiYHuFihIIIQSevjRrYRxVjfkk9EPVsmsEhKyMBgPIWhFtf1B5QoTymi1oQ==';
    const head = '20240101000000' + 'derleng_sandbox' + 'T1' + '40000' + 'abapay_khqr' + 'KHR' + 'order-1';
    expect(formula(key, head + 'popup' + '0' + '15' + '1')).toBe(withView);
    expect(formula(key, head + '15' + '1')).toBe(withoutView);

    for (const [hashViewTypeAndPaymentGate, expected] of [
      [true, withView],
      [false, withoutView],
    ] as const) {
      const client = new PaywayClient(
        settings({ merchantId: 'derleng_sandbox', apiKey: key, hashViewTypeAndPaymentGate }),
      );
      const form = client.buildPurchaseForm({
        tranId: 'T1',
        amount: { amountMinor: 40000, currency: 'KHR' },
        paymentOption: 'abapay_khqr',
        returnParams: 'order-1',
        viewType: 'popup',
        paymentGate: 0,
        lifetimeMinutes: 15,
        skipSuccessPage: true,
        requestTime: new Date('2024-01-01T00:00:00Z'),
      });
      expect(form.fields.hash).toBe(expected);
      expect(form.fields).toMatchObject({ view_type: 'popup', payment_gate: '0', amount: '40000' });
    }
  });

  it('vector 3: every field the client can set, in the documented order', () => {
    const b64 = (text: string): string => Buffer.from(text).toString('base64');
    const items = b64('[{"name":"eSIM","quantity":1,"price":"25.00"}]');
    const returnUrl = b64('https://api.example/payway/pushback');
    const deeplink = b64('{"ios_scheme":"derleng://paid","android_scheme":"derleng://paid"}');
    const custom = b64('{"order":"1"}');
    const message =
      '20250301120000' +
      'ec000002' +
      'ORD-1-A1' +
      '25.00' +
      items +
      '0.00' +
      'Sok' +
      'Dara' +
      'sok@example.com' +
      '012345678' +
      'purchase' +
      'cards' +
      returnUrl +
      'https://shop.example/cancel' +
      'https://shop.example/done' +
      deeplink +
      'USD' +
      custom +
      'r1' +
      '60' +
      '0';
    const expected =
      'psA4g8bkuorjg4HqncETol6z8nN2kW6KyaEComPthoKzUWqRrwK+TxOlubIAcsQUNyhwkGFMeO6JUj2P6GsbWw==';
    expect(formula('k3-secret', message)).toBe(expected);

    const form = new PaywayClient(settings({ apiKey: 'k3-secret' })).buildPurchaseForm({
      tranId: 'ORD-1-A1',
      amount: { amountMinor: 2500, currency: 'USD' },
      items: [{ name: 'eSIM', quantity: 1, priceMinor: 2500 }],
      shippingMinor: 0,
      firstName: 'Sok',
      lastName: 'Dara',
      email: 'sok@example.com',
      phone: '012345678',
      type: 'purchase',
      paymentOption: 'cards',
      returnUrl: 'https://api.example/payway/pushback',
      cancelUrl: 'https://shop.example/cancel',
      continueSuccessUrl: 'https://shop.example/done',
      returnDeeplink: { iosScheme: 'derleng://paid', androidScheme: 'derleng://paid' },
      customFields: { order: '1' },
      returnParams: 'r1',
      lifetimeMinutes: 60,
      skipSuccessPage: false,
      requestTime: new Date('2025-03-01T12:00:00Z'),
    });
    expect(form.fields).toMatchObject({
      items,
      return_url: returnUrl,
      return_deeplink: deeplink,
      custom_fields: custom,
    });
    expect(form.fields.hash).toBe(expected);
  });

  it('an omitted field contributes nothing, a changed one changes the hash', () => {
    const fields = { req_time: '20240101000000', merchant_id: 'm', tran_id: 't', amount: '1.00' };
    expect(purchaseHash('k', fields, false)).toBe(formula('k', '20240101000000mt1.00'));
    expect(purchaseHash('k', { ...fields, amount: '1.01' }, false)).not.toBe(
      purchaseHash('k', fields, false),
    );
  });
});

describe('check hash (check-transaction-2, transaction-detail, close-transaction)', () => {
  it('vector 1', () => {
    const expected =
      '/5y/Yw9T4mYzMpraTZO6k1+Ch675NPvyGRim/+VD6PX4SU3jT9+f95fAF0h4sPHenSxvCaFFo4Tuw5w91o3Gbw==';
    expect(formula('test-api-key-1', '20250213065545' + 'ec000002' + '17394277693')).toBe(expected);
    expect(checkHash('test-api-key-1', '20250213065545', 'ec000002', '17394277693')).toBe(expected);
  });

  it('vector 2', () => {
    const expected =
      'lVXIcr2f8U3k08n11fHcD+resKw/a/7zPI8cpDWF7Q7cN7HByz+0KVsIQvHbt2fMV7ijmI02vhCH1UiJqCHJiw==';
    expect(formula('sandbox-payway-api-key', '20240101000000' + 'derleng_sandbox' + 'T1')).toBe(expected);
    expect(checkHash('sandbox-payway-api-key', '20240101000000', 'derleng_sandbox', 'T1')).toBe(expected);
  });
});

describe('pushback signature (sorted keys, values concatenated)', () => {
  it('vector 1: the documented callback body', () => {
    const body = { tran_id: '17425401324', apv: '619195', status: '0', return_params: 'xxxxxxxxxx' };
    const expected =
      '0p5aN7WiWi3RnfkF1PdHjENkMaYnPB+frT1lsugY6gCvaNfdki6SKT323xC/nZNWO9+UgCWsXGZXBgHsTbZAow==';
    // keys sorted: apv, return_params, status, tran_id
    expect(formula('test-api-key-1', '619195' + 'xxxxxxxxxx' + '0' + '17425401324')).toBe(expected);
    expect(pushbackSignature('test-api-key-1', body)).toBe(expected);
    expect(verifyPushbackSignature('test-api-key-1', body, expected)).toBe(true);
  });

  it('vector 2: numbers as text, objects and arrays as JSON, null as empty', () => {
    const body = {
      tran_id: 'T1',
      status: 0,
      apv: 619195,
      merchant_ref: null,
      extra: { a: 1 },
      list: [1, 'b'],
    };
    const expected =
      'W5JHn4aB1ChJ7FHACiVVsteKNlWaYd5YICeles27JlqKoTqsU74n675mlVD0HbiQpr9d6m0g2zXNclueV3A0xQ==';
    // keys sorted: apv, extra, list, merchant_ref, status, tran_id
    expect(formula('sandbox-payway-api-key', '619195' + '{"a":1}' + '[1,"b"]' + '' + '0' + 'T1')).toBe(
      expected,
    );
    expect(pushbackSignature('sandbox-payway-api-key', body)).toBe(expected);
  });

  it('rejects a tampered body, a wrong key and a truncated signature', () => {
    const body = { tran_id: 'T1', apv: '1', status: '0' };
    const signature = pushbackSignature('k', body);
    expect(verifyPushbackSignature('k', { ...body, status: '1' }, signature)).toBe(false);
    expect(verifyPushbackSignature('other', body, signature)).toBe(false);
    expect(verifyPushbackSignature('k', body, signature.slice(0, -2))).toBe(false);
  });
});

describe('refund merchant_auth and hash', () => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();

  /** Independent PKCS#1 v1.5 decryption: raw RSA per 128-byte block, then strip 00 02 <padding> 00. */
  function decrypt(merchantAuth: string): { blocks: number; text: string } {
    const data = Buffer.from(merchantAuth, 'base64');
    const parts: Buffer[] = [];
    for (let offset = 0; offset < data.length; offset += 128) {
      const block = privateDecrypt(
        { key: privateKey, padding: constants.RSA_NO_PADDING },
        data.subarray(offset, offset + 128),
      );
      expect([block[0], block[1]]).toEqual([0, 2]);
      parts.push(block.subarray(block.indexOf(0, 2) + 1));
    }
    return { blocks: data.length / 128, text: Buffer.concat(parts).toString() };
  }

  it('encrypts the JSON in 117-byte chunks with PKCS#1 v1.5', () => {
    const short = { mc_id: 'ec000002', tran_id: 'T1', refund_amount: 1.5 };
    expect(decrypt(encryptMerchantAuth(publicPem, short))).toEqual({
      blocks: 1,
      text: JSON.stringify(short),
    });
    const long = { mc_id: 'm'.repeat(60), tran_id: 't'.repeat(60), refund_amount: 12.34 };
    expect(JSON.stringify(long).length).toBeGreaterThan(117);
    expect(decrypt(encryptMerchantAuth(publicPem, long))).toEqual({ blocks: 2, text: JSON.stringify(long) });
  });

  it('hashes request_time + merchant_id + merchant_auth', () => {
    expect(refundHash('k', '20200728093403', 'ec000002', 'QUJD')).toBe(
      formula('k', '20200728093403ec000002QUJD'),
    );
  });
});

it('req_time is UTC YYYYMMDDHHmmss', () => {
  expect(paywayRequestTime(new Date('2025-02-13T13:55:25+07:00'))).toBe('20250213065525');
});
