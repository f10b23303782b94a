import { formatPaywayAmount, parsePaywayAmount } from './payway.money';
import { formatPaywayDate, mapPaymentStatus, parsePaywayDate, parseStatusData } from './payway.status';

describe('mapPaymentStatus', () => {
  it('maps payment_status_code 0/2/3/4/7, numbers or text', () => {
    expect([0, 2, 3, 4, 7].map((code) => mapPaymentStatus(code, ''))).toEqual([
      'APPROVED',
      'PENDING',
      'DECLINED',
      'REFUNDED',
      'CANCELLED',
    ]);
    expect(mapPaymentStatus('0', 'APPROVED')).toBe('APPROVED');
    expect(mapPaymentStatus(0, 'PRE-AUTH')).toBe('PRE-AUTH');
    expect([mapPaymentStatus(1, ''), mapPaymentStatus(undefined, ''), mapPaymentStatus('', '')]).toEqual([
      'UNKNOWN',
      'UNKNOWN',
      'UNKNOWN',
    ]);
  });
});

describe('parseStatusData', () => {
  const data = {
    payment_status_code: 0,
    payment_status: 'APPROVED',
    total_amount: 10.5,
    original_amount: 10.5,
    refund_amount: 0,
    discount_amount: 0,
    payment_amount: 43050,
    payment_currency: 'KHR',
    original_currency: 'USD',
    apv: '753786',
    transaction_date: '2025-02-13 13:55:25',
  };

  it('keeps original and paid amounts apart (KHR/USD conversion) and dates in Cambodia time', () => {
    expect(parseStatusData('T1', data)).toEqual({
      tranId: 'T1',
      status: 'APPROVED',
      statusCode: 0,
      paymentStatus: 'APPROVED',
      originalAmount: 10.5,
      originalCurrency: 'USD',
      original: { amountMinor: 1050, currency: 'USD' },
      total: { amountMinor: 1050, currency: 'USD' },
      payment: { amountMinor: 43050, currency: 'KHR' },
      refundedMinor: 0,
      apv: '753786',
      transactionDate: new Date('2025-02-13T06:55:25Z'),
      paid: true,
    });
  });

  it('reads the documented answer (no original_currency): never takes payment_currency for the original amount', () => {
    const documented: Record<string, unknown> = { ...data, original_amount: 10, total_amount: 10 };
    delete documented.original_currency;
    const parsed = parseStatusData('T1', documented);
    expect(parsed).toMatchObject({ originalAmount: 10, payment: { amountMinor: 43050, currency: 'KHR' } });
    expect(parsed.originalCurrency).toBeUndefined();
    expect(parsed.original).toBeUndefined();
    // The caller names the currency it created the transaction in.
    expect(parseStatusData('T1', documented, 'USD')).toMatchObject({
      original: { amountMinor: 1000, currency: 'USD' },
      total: { amountMinor: 1000, currency: 'USD' },
    });
  });

  it('writes list filter dates in Cambodia time', () => {
    expect(formatPaywayDate(new Date('2025-02-13T06:55:25Z'))).toBe('2025-02-13 13:55:25');
  });

  it('is paid only for code 0 with payment_status APPROVED', () => {
    expect(parseStatusData('T1', { ...data, payment_status: 'PRE-AUTH' }).paid).toBe(false);
    expect(parseStatusData('T1', { ...data, payment_status_code: 2, payment_status: 'PENDING' }).paid).toBe(
      false,
    );
    expect(parseStatusData('T1', { ...data, payment_status_code: '0' }).paid).toBe(true);
  });

  it('rejects malformed dates', () => {
    expect(parsePaywayDate('2025-02-13T13:55:25')).toBeUndefined();
    expect(parsePaywayDate(20250213)).toBeUndefined();
  });
});

describe('PayWay amounts', () => {
  it('formats minor units: USD with two decimals, KHR as an integer', () => {
    expect(formatPaywayAmount(1050, 'USD')).toBe('10.50');
    expect(formatPaywayAmount(7, 'USD')).toBe('0.07');
    expect(formatPaywayAmount(40000, 'KHR')).toBe('40000');
    expect(() => formatPaywayAmount(10.5, 'USD')).toThrow('non-negative integer');
    expect(() => formatPaywayAmount(-1, 'KHR')).toThrow('non-negative integer');
  });

  it('parses answers back without float drift', () => {
    expect(parsePaywayAmount(0.1 + 0.2, 'USD')).toBe(30);
    expect(parsePaywayAmount('19.99', 'USD')).toBe(1999);
    expect(parsePaywayAmount(40000, 'KHR')).toBe(40000);
    expect(parsePaywayAmount('', 'USD')).toBeUndefined();
    expect(parsePaywayAmount('abc', 'USD')).toBeUndefined();
  });
});
