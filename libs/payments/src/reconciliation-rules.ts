/** One payment as we recorded it: an attempt we approved (or any attempt the gateway names). */
export interface OurPayment {
  tranId: string;
  orderNumber: string;
  status: string;
  amountCents: number;
  currency: string;
}

/** One payment the gateway says it took (approved or since refunded), in the order's currency. */
export interface GatewayPayment {
  tranId: string;
  status: string;
  /** Undefined when the gateway's answer carried no usable amount. */
  amountCents?: number;
  currency?: string;
}

export type DifferenceKind = 'paid_there_not_here' | 'here_not_there' | 'amount_differs';

export interface ReconciliationDifference {
  kind: DifferenceKind;
  tranId: string;
  orderNumber: string | null;
  ourStatus: string | null;
  gatewayStatus: string | null;
  ourAmountCents: number | null;
  gatewayAmountCents: number | null;
  currency: string | null;
}

/**
 * The day's books against the gateway's (pure): `approved` are our approved attempts of the day,
 * `known` every attempt of ours the gateway's rows name (any day, any status), `gateway` the payments
 * the gateway took that day. Paid there but not approved here, approved here but not there, and an
 * amount or currency that differs are listed, sorted by tran_id.
 */
export function reconcile(
  approved: OurPayment[],
  known: OurPayment[],
  gateway: GatewayPayment[],
): ReconciliationDifference[] {
  const ours = new Map(known.map((payment) => [payment.tranId, payment]));
  for (const payment of approved) ours.set(payment.tranId, payment);
  const theirs = new Map(gateway.map((payment) => [payment.tranId, payment]));
  const differences: ReconciliationDifference[] = [];
  for (const paid of gateway) {
    const mine = ours.get(paid.tranId);
    const row = {
      tranId: paid.tranId,
      orderNumber: mine?.orderNumber ?? null,
      ourStatus: mine?.status ?? null,
      gatewayStatus: paid.status,
      ourAmountCents: mine?.amountCents ?? null,
      gatewayAmountCents: paid.amountCents ?? null,
      currency: paid.currency ?? mine?.currency ?? null,
    };
    if (!mine || mine.status !== 'approved') differences.push({ kind: 'paid_there_not_here', ...row });
    else if (paid.amountCents !== mine.amountCents || (paid.currency ?? mine.currency) !== mine.currency)
      differences.push({ kind: 'amount_differs', ...row });
  }
  for (const mine of approved) {
    if (theirs.has(mine.tranId)) continue;
    differences.push({
      kind: 'here_not_there',
      tranId: mine.tranId,
      orderNumber: mine.orderNumber,
      ourStatus: mine.status,
      gatewayStatus: null,
      ourAmountCents: mine.amountCents,
      gatewayAmountCents: null,
      currency: mine.currency,
    });
  }
  return differences.sort((a, b) => a.tranId.localeCompare(b.tranId));
}

/** The UTC day [start, end) of a YYYY-MM-DD text; undefined when it is not a real date. */
export function dayWindow(day: string): { from: Date; to: Date } | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const from = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(from.getTime()) || from.toISOString().slice(0, 10) !== day) return undefined;
  return { from, to: new Date(from.getTime() + 24 * 3600_000) };
}
