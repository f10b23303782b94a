import type { HttpResponse } from '../http/http-client';
import { errorFromResponse, isPaywaySuccess, paywayCode } from './payway.errors';
import { encodeItems } from './payway.fields';

const response = (status: number, json: unknown): HttpResponse => ({
  status,
  text: json === undefined ? '<html>' : JSON.stringify(json),
  json,
});

describe('PayWay envelopes', () => {
  it('reads current ({status:{code}}) and legacy ({status:int}) codes; "00" and "0" are success', () => {
    expect(paywayCode({ status: { code: '00', message: 'Success!' } })).toBe('00');
    expect(paywayCode({ status: { code: 0 } })).toBe('0');
    expect(paywayCode({ status: 0, description: 'approved' })).toBe('0');
    expect(paywayCode('<html>')).toBeUndefined();
    expect([
      isPaywaySuccess('00'),
      isPaywaySuccess('0'),
      isPaywaySuccess('000'),
      isPaywaySuccess('6'),
    ]).toEqual([true, true, false, false]);
  });

  it('maps codes per endpoint: 6 means different things on purchase and check', () => {
    const six = { status: { code: '6', message: 'x' } };
    expect(errorFromResponse('purchase', response(200, six)).code).toBe('DOMAIN_NOT_WHITELISTED');
    expect(errorFromResponse('check', response(200, six)).code).toBe('TRANSACTION_NOT_FOUND');
    expect(errorFromResponse('qr', response(403, { status: { code: '403', message: 'dup' } }))).toMatchObject(
      {
        code: 'DUPLICATE_TRAN_ID',
        httpStatus: 403,
        retryable: false,
      },
    );
    expect(errorFromResponse('refund', response(200, { status: { code: 'PTL168' } }))).toMatchObject({
      code: 'CONCURRENT_REQUEST',
      retryable: true,
    });
  });

  it('reads the JSON envelope inside an HTTP 403 and falls back to the HTTP status otherwise', () => {
    const hash = errorFromResponse(
      'purchase',
      response(403, { status: { code: '1', message: 'Wrong hash' } }),
    );
    expect(hash).toMatchObject({ code: 'WRONG_HASH', httpStatus: 403, retryable: false });
    expect(hash.options.details).toEqual({ paywayCode: '1', endpoint: 'purchase' });
    expect(errorFromResponse('check', response(502, undefined))).toMatchObject({
      code: 'HTTP_ERROR',
      retryable: true,
    });
    expect(errorFromResponse('check', response(429, { status: { code: '429' } }))).toMatchObject({
      code: 'RATE_LIMITED',
      retryable: true,
    });
    expect(errorFromResponse('refund', response(404, undefined)).code).toBe('REFUND_NOT_ENABLED');
    expect(errorFromResponse('purchase', response(200, { status: { code: '999' } })).code).toBe('PAYWAY_999');
  });
});

describe('items', () => {
  it('keeps as many items as fit in 500 characters of Base64', () => {
    const items = Array.from({ length: 20 }, (_, index) => ({
      name: `Plan number ${index}`,
      quantity: 1,
      priceMinor: 500,
    }));
    const encoded = encodeItems(items, 'USD') as string;
    expect(encoded.length).toBeLessThanOrEqual(500);
    const decoded = JSON.parse(Buffer.from(encoded, 'base64').toString()) as unknown[];
    expect(decoded.length).toBeGreaterThan(1);
    expect(decoded.length).toBeLessThan(20);
    expect(decoded[0]).toEqual({ name: 'Plan number 0', quantity: 1, price: '5.00' });
    expect(encodeItems([], 'USD')).toBeUndefined();
  });
});
