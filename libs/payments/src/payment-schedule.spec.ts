import {
  checkJobId,
  checkSlots,
  expireJobId,
  NEW_QR_GRACE_MINUTES,
  requestSlot,
  REQUEST_CHECK_WINDOW_MS,
  unpaidOrderEndsAt,
} from './payment-schedule';

describe('payment check schedule', () => {
  it('is 4 checks 5 s apart, then backups 20, 60, 120, 180 and 240 s after that phase', () => {
    expect(checkSlots()).toEqual([
      { slot: 'm1', offsetMs: 5000 },
      { slot: 'm2', offsetMs: 10000 },
      { slot: 'm3', offsetMs: 15000 },
      { slot: 'm4', offsetMs: 20000 },
      { slot: 'b1', offsetMs: 40000 },
      { slot: 'b2', offsetMs: 80000 },
      { slot: 'b3', offsetMs: 140000 },
      { slot: 'b4', offsetMs: 200000 },
      { slot: 'b5', offsetMs: 260000 },
    ]);
  });

  it('derives job ids from the attempt, the slot and the deadline', () => {
    expect(checkJobId('p1', 'm2')).toBe('payment.check:p1:m2');
    expect(expireJobId('p1', new Date(1_000))).toBe('payment.expire:p1:1000');
  });

  it('puts requests of one window in one slot, and the next window in another', () => {
    const start = 1_700_000_000_000 - (1_700_000_000_000 % REQUEST_CHECK_WINDOW_MS);
    expect(requestSlot(start)).toBe(requestSlot(start + REQUEST_CHECK_WINDOW_MS - 1));
    expect(requestSlot(start)).not.toBe(requestSlot(start + REQUEST_CHECK_WINDOW_MS));
  });
});

describe('unpaidOrderEndsAt', () => {
  const deadline = new Date('2026-11-24T10:00:00Z');

  it('ends an order at its last deadline when the payer was never shown a KHQR', () => {
    expect(unpaidOrderEndsAt(deadline, false)).toEqual(deadline);
  });

  it('keeps an order whose payer saw a KHQR open for the New QR grace', () => {
    expect(unpaidOrderEndsAt(deadline, true).getTime() - deadline.getTime()).toBe(
      NEW_QR_GRACE_MINUTES * 60_000,
    );
    expect(NEW_QR_GRACE_MINUTES).toBe(10);
  });
});
