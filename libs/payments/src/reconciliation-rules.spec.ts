import { dayWindow, reconcile, type OurPayment } from './reconciliation-rules';

const ours = (tranId: string, status = 'approved', amountCents = 1000): OurPayment => ({
  tranId,
  orderNumber: `DL-${tranId}`,
  status,
  amountCents,
  currency: 'USD',
});

describe('reconcile', () => {
  it('matches the same payments on both sides with nothing to list', () => {
    expect(
      reconcile(
        [ours('A'), ours('B')],
        [],
        [
          { tranId: 'B', status: 'APPROVED', amountCents: 1000, currency: 'USD' },
          { tranId: 'A', status: 'REFUNDED', amountCents: 1000, currency: 'USD' },
        ],
      ),
    ).toEqual([]);
  });

  it('lists paid there but not here, here but not there, and amount differences', () => {
    const differences = reconcile(
      [ours('A'), ours('C', 'approved', 2000)],
      [ours('B', 'expired')],
      [
        { tranId: 'B', status: 'APPROVED', amountCents: 1000, currency: 'USD' },
        { tranId: 'C', status: 'APPROVED', amountCents: 1900, currency: 'USD' },
        { tranId: 'Z', status: 'APPROVED', amountCents: 500, currency: 'USD' },
      ],
    );
    expect(differences.map((d) => [d.kind, d.tranId, d.ourStatus, d.gatewayAmountCents])).toEqual([
      ['here_not_there', 'A', 'approved', null],
      ['paid_there_not_here', 'B', 'expired', 1000],
      ['amount_differs', 'C', 'approved', 1900],
      ['paid_there_not_here', 'Z', null, 500],
    ]);
    expect(differences[3].orderNumber).toBeNull();
  });

  it('a currency that differs is an amount difference', () => {
    expect(
      reconcile([ours('A')], [], [{ tranId: 'A', status: 'APPROVED', amountCents: 1000, currency: 'KHR' }]),
    ).toEqual([expect.objectContaining({ kind: 'amount_differs', currency: 'KHR' })]);
  });
});

describe('dayWindow', () => {
  it('is the UTC day, and refuses texts that are not dates', () => {
    expect(dayWindow('2026-11-23')).toEqual({
      from: new Date('2026-11-23T00:00:00Z'),
      to: new Date('2026-11-24T00:00:00Z'),
    });
    expect(dayWindow('2026-02-30')).toBeUndefined();
    expect(dayWindow('yesterday')).toBeUndefined();
  });
});
