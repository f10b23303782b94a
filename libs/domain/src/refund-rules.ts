import { formatUsd } from './money';

/** One order line as a refund sees it: what it sold for and what was already given back for it. */
export interface RefundableLine {
  id: string;
  lineCents: number;
  refundedCents: number;
}

/** What the admin asks for: some lines (each its remainder, or an amount of it), or an amount of the order. */
export interface RefundAsk {
  lines?: { orderItemId: string; amountCents?: number }[];
  amountCents?: number;
}

export interface RefundPlan {
  amountCents: number;
  /** The money given back per line (none for a refund of an amount). */
  lines: { orderItemId: string; amountCents: number }[];
  /** Everything captured is refunded once this one is (the order becomes refunded). */
  completes: boolean;
}

export interface RefundRefusal {
  code:
    | 'REFUND_NOTHING_CHOSEN'
    | 'REFUND_UNKNOWN_LINE'
    | 'REFUND_LINE_TWICE'
    | 'REFUND_EXCEEDS_LINE'
    | 'REFUND_EXCEEDS_REMAINING';
  message: string;
}

/** The refund label of an order: none, partially refunded, or refunded (everything captured given back). */
export type RefundLabel = 'none' | 'partial' | 'full';
export function refundLabel(refundedCents: number, capturedCents: number): RefundLabel {
  if (refundedCents <= 0) return 'none';
  return refundedCents >= capturedCents ? 'full' : 'partial';
}

/**
 * The one rule of a partial refund (the server decides it; the admin's dialog shows its limits):
 * an amount, or lines (each at most what is left of it, by default all of it), never more than what
 * was captured minus what was refunded. A refund after which every line is refunded in full gives
 * back exactly what is left of the payment (a processing fee included), so "the rest" ends the order
 * refunded.
 */
export function planRefund(
  ask: RefundAsk,
  lines: RefundableLine[],
  capturedCents: number,
  refundedCents: number,
): RefundPlan | RefundRefusal {
  const remaining = Math.max(0, capturedCents - refundedCents);
  const exceeds = (amount: number): RefundRefusal => ({
    code: 'REFUND_EXCEEDS_REMAINING',
    message: `${formatUsd(amount)} is more than the ${formatUsd(remaining)} left to refund of this payment`,
  });
  if (!ask.lines?.length) {
    if (ask.amountCents === undefined || ask.amountCents <= 0)
      return { code: 'REFUND_NOTHING_CHOSEN', message: 'Choose the lines or the amount to refund' };
    if (ask.amountCents > remaining) return exceeds(ask.amountCents);
    return { amountCents: ask.amountCents, lines: [], completes: ask.amountCents === remaining };
  }
  const byId = new Map(lines.map((line) => [line.id, line]));
  const chosen = new Map<string, number>();
  for (const asked of ask.lines) {
    const line = byId.get(asked.orderItemId);
    if (!line)
      return {
        code: 'REFUND_UNKNOWN_LINE',
        message: `Line ${asked.orderItemId} is not a line of this order`,
      };
    if (chosen.has(line.id)) return { code: 'REFUND_LINE_TWICE', message: `Line ${line.id} is named twice` };
    const left = Math.max(0, line.lineCents - line.refundedCents);
    const amount = asked.amountCents ?? left;
    if (amount <= 0 || amount > left)
      return {
        code: 'REFUND_EXCEEDS_LINE',
        message:
          left === 0
            ? `Line ${line.id} is already refunded in full`
            : `${formatUsd(amount)} is not between $0.01 and the ${formatUsd(left)} left of line ${line.id}`,
      };
    chosen.set(line.id, amount);
  }
  const linesCents = [...chosen.values()].reduce((sum, cents) => sum + cents, 0);
  const allLinesDone = lines.every(
    (line) => line.refundedCents + (chosen.get(line.id) ?? 0) >= line.lineCents,
  );
  const amountCents = allLinesDone ? remaining : linesCents;
  if (amountCents <= 0 || amountCents > remaining) return exceeds(linesCents);
  return {
    amountCents,
    lines: [...chosen].map(([orderItemId, cents]) => ({ orderItemId, amountCents: cents })),
    completes: amountCents === remaining,
  };
}

export const isRefundRefusal = (value: RefundPlan | RefundRefusal): value is RefundRefusal => 'code' in value;
