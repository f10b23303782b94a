import { isRefundRefusal, planRefund, refundLabel } from './refund-rules';

const lines = [
  { id: 'a', lineCents: 500, refundedCents: 0 },
  { id: 'b', lineCents: 700, refundedCents: 0 },
  { id: 'c', lineCents: 300, refundedCents: 0 },
];

describe('planRefund', () => {
  it('refunds a chosen line in full by default, and the rest with the fee once every line is refunded', () => {
    expect(planRefund({ lines: [{ orderItemId: 'b' }] }, lines, 1550, 0)).toEqual({
      amountCents: 700,
      lines: [{ orderItemId: 'b', amountCents: 700 }],
      completes: false,
    });
    const after = lines.map((line) => (line.id === 'b' ? { ...line, refundedCents: 700 } : line));
    expect(planRefund({ lines: [{ orderItemId: 'a' }, { orderItemId: 'c' }] }, after, 1550, 700)).toEqual({
      amountCents: 850,
      lines: [
        { orderItemId: 'a', amountCents: 500 },
        { orderItemId: 'c', amountCents: 300 },
      ],
      completes: true,
    });
  });

  it('refuses more than is left of the payment or of a line, unknown and repeated lines, and nothing', () => {
    const code = (value: ReturnType<typeof planRefund>) => (isRefundRefusal(value) ? value.code : 'ok');
    expect(code(planRefund({ amountCents: 1551 }, lines, 1550, 0))).toBe('REFUND_EXCEEDS_REMAINING');
    expect(code(planRefund({ amountCents: 51 }, lines, 1550, 1500))).toBe('REFUND_EXCEEDS_REMAINING');
    expect(code(planRefund({ amountCents: 50 }, lines, 1550, 1500))).toBe('ok');
    expect(code(planRefund({ lines: [{ orderItemId: 'a', amountCents: 501 }] }, lines, 1550, 0))).toBe(
      'REFUND_EXCEEDS_LINE',
    );
    const refundedA = lines.map((line) => (line.id === 'a' ? { ...line, refundedCents: 500 } : line));
    expect(code(planRefund({ lines: [{ orderItemId: 'a' }] }, refundedA, 1550, 500))).toBe(
      'REFUND_EXCEEDS_LINE',
    );
    expect(code(planRefund({ lines: [{ orderItemId: 'x' }] }, lines, 1550, 0))).toBe('REFUND_UNKNOWN_LINE');
    expect(code(planRefund({ lines: [{ orderItemId: 'a' }, { orderItemId: 'a' }] }, lines, 1550, 0))).toBe(
      'REFUND_LINE_TWICE',
    );
    expect(code(planRefund({}, lines, 1550, 0))).toBe('REFUND_NOTHING_CHOSEN');
  });

  it('labels an order none, partial or full', () => {
    expect([refundLabel(0, 1000), refundLabel(400, 1000), refundLabel(1000, 1000)]).toEqual([
      'none',
      'partial',
      'full',
    ]);
  });
});
