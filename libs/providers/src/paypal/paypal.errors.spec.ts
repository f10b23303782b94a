import type { HttpResponse } from '../http/http-client';
import { PAYER_RECOVERABLE_ISSUES, paypalError } from './paypal.errors';
import { formatPaypalAmount, fromWireMoney, parsePaypalAmount } from './paypal.money';
import { parseOrder } from './paypal.parse';

const response = (status: number, json: unknown): HttpResponse => ({
  status,
  text: JSON.stringify(json),
  json,
});

const unprocessable = (issue: string) => ({
  name: 'UNPROCESSABLE_ENTITY',
  message: 'The requested action could not be performed.',
  debug_id: 'f00d1234abcd0',
  details: [{ issue, description: `about ${issue}` }],
});

describe('paypalError', () => {
  it('uses the 422 issue as the code, permanent, with name and debug_id in details', () => {
    const error = paypalError(response(422, unprocessable('INSTRUMENT_DECLINED')), 'capture');
    expect(error).toMatchObject({ code: 'INSTRUMENT_DECLINED', retryable: false, httpStatus: 422 });
    expect(error.options.details).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      issue: 'INSTRUMENT_DECLINED',
      debugId: 'f00d1234abcd0',
      operation: 'capture',
    });
    expect(error.message).toContain('about INSTRUMENT_DECLINED');
    expect(PAYER_RECOVERABLE_ISSUES.has(error.code)).toBe(true);
    expect(PAYER_RECOVERABLE_ISSUES.has('PAYER_CANNOT_PAY')).toBe(false);
  });

  it('classifies by status: 400 validation, 401 auth/token, 404, 429 and 5xx retryable', () => {
    const invalid = { name: 'INVALID_REQUEST', details: [{ issue: 'MISSING_REQUIRED_PARAMETER' }] };
    expect(paypalError(response(400, invalid), 'create order')).toMatchObject({
      code: 'VALIDATION_ERROR',
      retryable: false,
    });
    expect(paypalError(response(401, { error: 'invalid_token' }), 'x').code).toBe('INVALID_TOKEN');
    expect(paypalError(response(401, { error: 'invalid_client' }), 'x').code).toBe('AUTHENTICATION_FAILURE');
    expect(paypalError(response(404, { name: 'RESOURCE_NOT_FOUND' }), 'x')).toMatchObject({
      code: 'RESOURCE_NOT_FOUND',
      retryable: false,
    });
    expect(paypalError(response(429, { name: 'RATE_LIMIT_REACHED' }), 'x')).toMatchObject({
      retryable: true,
    });
    expect(paypalError(response(503, undefined), 'x')).toMatchObject({
      code: 'INTERNAL_SERVER_ERROR',
      retryable: true,
    });
    expect(paypalError(response(422, { name: 'UNPROCESSABLE_ENTITY' }), 'x').code).toBe(
      'UNPROCESSABLE_ENTITY',
    );
  });
});

describe('PayPal amounts', () => {
  it('formats minor units with currency precision', () => {
    expect(formatPaypalAmount(1250, 'USD')).toBe('12.50');
    expect(formatPaypalAmount(5, 'EUR')).toBe('0.05');
    expect(formatPaypalAmount(1250, 'JPY')).toBe('1250');
    expect(() => formatPaypalAmount(1.5, 'USD')).toThrow('non-negative integer');
  });

  it('parses decimal strings without floating point', () => {
    expect(parsePaypalAmount('12.5', 'USD')).toBe(1250);
    expect(parsePaypalAmount('0.29', 'USD')).toBe(29);
    expect(parsePaypalAmount('1250', 'JPY')).toBe(1250);
    expect(parsePaypalAmount(12.5, 'USD')).toBeUndefined();
    expect(parsePaypalAmount('12,50', 'USD')).toBeUndefined();
    expect(fromWireMoney({ currency_code: 'USD', value: '10.00' })).toEqual({
      amountMinor: 1000,
      currency: 'USD',
    });
  });
});

describe('parseOrder', () => {
  it('reads the approve link, payer and captures of every purchase unit', () => {
    const order = parseOrder({
      id: 'ORDER1',
      status: 'COMPLETED',
      payer: { payer_id: 'PAYER1', email_address: 'b@example.com' },
      links: [
        { rel: 'self', href: 'https://api/self' },
        { rel: 'payer-action', href: 'https://paypal/approve?token=ORDER1' },
      ],
      purchase_units: [
        {
          reference_id: 'a',
          amount: { currency_code: 'USD', value: '5.00' },
          payments: {
            captures: [
              {
                id: 'C1',
                status: 'PENDING',
                status_details: { reason: 'PENDING_REVIEW' },
                amount: { currency_code: 'USD', value: '5.00' },
              },
            ],
          },
        },
      ],
    });
    expect(order).toMatchObject({
      id: 'ORDER1',
      status: 'COMPLETED',
      approveUrl: 'https://paypal/approve?token=ORDER1',
      payerId: 'PAYER1',
      payerEmail: 'b@example.com',
      purchaseUnits: [{ referenceId: 'a', amount: { amountMinor: 500, currency: 'USD' } }],
      captures: [{ id: 'C1', status: 'PENDING', pendingReason: 'PENDING_REVIEW', referenceId: 'a' }],
    });
  });
});
