import { fundingOf, getPaywayBehaviour, magicOutcome, paywayNow } from './payway.behaviour';
import type { PushbackPlan } from './payway.pushback';
import type { PaywaySandbox } from './payway.state';
import { isKhqr, PaywayTransaction } from './payway.store';
import { digits } from './payway.wire';

export type SettleRequest = 'approve' | 'decline';

export type SettleResult =
  | { ok: true; tx: PaywayTransaction; pushback: PushbackPlan | 'none' }
  | { ok: false; code: string; message: string; tx?: PaywayTransaction };

/** An unpaid transaction past its lifetime is reported CANCELLED and can no longer be paid. */
export function refreshExpiry(sandbox: PaywaySandbox, tx: PaywayTransaction): PaywayTransaction {
  if (tx.status === 'PENDING' && paywayNow(sandbox.ctx) >= tx.expiresAt) {
    tx.status = 'CANCELLED';
    tx.expired = true;
    sandbox.store.changed();
  }
  return tx;
}

/**
 * The payer acts (checkout page, bank app page or /__payway/pay). Magic amounts decide the outcome of
 * an approval unless `force` is set; an approval schedules the pushback.
 */
export function settle(
  sandbox: PaywaySandbox,
  tranId: string,
  request: SettleRequest,
  force = false,
): SettleResult {
  const found = sandbox.store.get(tranId);
  if (!found) return { ok: false, code: '5', message: 'Transaction not found' };
  const tx = refreshExpiry(sandbox, found);
  if (tx.expired) return { ok: false, code: '54', message: 'Transaction is expired', tx };
  if (tx.closed) return { ok: false, code: '73', message: 'Invalid transaction status', tx };
  if (tx.status !== 'PENDING') {
    return isKhqr(tx)
      ? { ok: false, code: '62', message: 'QR is already in used', tx }
      : { ok: false, code: '73', message: 'Invalid transaction status', tx };
  }
  const outcome =
    request === 'decline'
      ? 'decline'
      : force
        ? 'approve'
        : magicOutcome(getPaywayBehaviour(sandbox.ctx), tx.amountMinor);
  if (outcome === 'pending') return { ok: true, tx, pushback: 'none' };
  const now = paywayNow(sandbox.ctx);
  if (outcome === 'decline') {
    tx.status = 'DECLINED';
    sandbox.store.changed();
    return { ok: true, tx, pushback: 'none' };
  }
  tx.status = tx.type === 'pre-auth' ? 'PRE-AUTH' : 'APPROVED';
  tx.apv = digits(sandbox.ctx, 6);
  tx.paidAt = now;
  fund(sandbox, tx);
  tx.paymentType = tx.paymentType ?? 'VISA';
  tx.operations.push({
    status: tx.type === 'pre-auth' ? 'Pre-Auth' : 'Completed',
    amountMinor: tx.settledMinor ?? tx.amountMinor,
    at: now,
    bankRef: digits(sandbox.ctx, 12),
  });
  sandbox.store.changed();
  return { ok: true, tx, pushback: sandbox.pushbacks.schedule(tx) };
}

/**
 * What the approval takes: the requested amount, or less (a shortfall), from an account in the
 * transaction's currency or from a riel account at the gateway's rate (payment_currency KHR).
 */
function fund(sandbox: PaywaySandbox, tx: PaywayTransaction): void {
  const behaviour = getPaywayBehaviour(sandbox.ctx);
  const funding = fundingOf(behaviour, tx.amountMinor);
  tx.settledMinor = tx.amountMinor - funding.shortMinor;
  if (funding.fromKhrAccount && tx.currency === 'USD') {
    tx.paymentCurrency = 'KHR';
    tx.paymentMinor = Math.round((tx.settledMinor * behaviour.khrPerUsd) / 100);
  } else {
    tx.paymentCurrency = tx.currency;
    tx.paymentMinor = tx.settledMinor;
  }
  if (funding.fromKhrAccount) tx.paymentType = 'KHQR';
}
