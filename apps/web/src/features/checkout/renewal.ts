import { fromDecimalString, isDomainRuleError } from '@app/domain';

export interface RenewalCheckout {
  renewalOrder: string;
  originalOrder: string;
  amountCents: number;
  payWayTransactionId: string | null;
}

/**
 * Renewal mode (purchase-flow §2): renewalOrder, originalOrder and amount all present;
 * payWayTransactionId is read too. The amount is only shown: the server signs the stored order's.
 */
export function readRenewal(params: URLSearchParams): RenewalCheckout | null {
  const renewalOrder = params.get('renewalOrder');
  const originalOrder = params.get('originalOrder');
  const amount = params.get('amount');
  if (!renewalOrder || !originalOrder || !amount) return null;
  let amountCents: number;
  try {
    amountCents = fromDecimalString(Number(amount).toFixed(2));
  } catch (error) {
    if (isDomainRuleError(error)) return null;
    throw error;
  }
  return { renewalOrder, originalOrder, amountCents, payWayTransactionId: params.get('payWayTransactionId') };
}
