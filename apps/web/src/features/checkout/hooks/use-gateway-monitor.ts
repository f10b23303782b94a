import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  isOrderPaid,
  PAYMENT_BACKUP_DELAYS_MS,
  PAYMENT_MONITOR_CHECKS,
  PAYMENT_MONITOR_INTERVAL_MS,
} from '@app/domain';
import { checkTransaction, manualReturn, ordersByTransactionQuery } from '../api/transaction-status';

export type MonitorOutcome = 'confirmed' | 'declined';

/**
 * The checkout's fallback polling while the gateway form is shown (purchase-flow §4): the orders of
 * the transaction 4 times 5 s apart; then check-transaction at 20, 60, 120, 180 and 240 s after
 * that; then it stops with the transaction pending. On a confirmation found by the backup check the
 * manual return is called, as the spec does (our server ignores its status). The server polls the
 * gateway itself and pushes the result, so this only covers a page whose socket is down.
 */
export function useGatewayMonitor(
  transaction: { tranId: string; amount: string } | null,
  onOutcome: (outcome: MonitorOutcome) => void,
): void {
  const queryClient = useQueryClient();
  const handler = useRef(onOutcome);
  useEffect(() => {
    handler.current = onOutcome;
  });
  const tranId = transaction?.tranId;
  const amount = transaction?.amount;

  useEffect(() => {
    if (!tranId || !amount) return;
    let stopped = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const finish = (outcome: MonitorOutcome) => {
      if (stopped) return;
      stopped = true;
      timers.forEach(clearTimeout);
      handler.current(outcome);
    };
    const pollOrders = async () => {
      if (stopped) return;
      const orders = await queryClient.fetchQuery(ordersByTransactionQuery(tranId)).catch(() => []);
      if (orders.some((order) => isOrderPaid(order.status))) finish('confirmed');
      else if (orders.some((order) => order.paymentStatus === 'DECLINED')) finish('declined');
    };
    const backupCheck = async () => {
      if (stopped) return;
      const result = await checkTransaction(tranId).catch(() => null);
      if (result?.isPaymentConfirmed) {
        await manualReturn(tranId, amount).catch(() => undefined);
        finish('confirmed');
      } else if (result?.status === '3') finish('declined');
    };
    for (let check = 1; check <= PAYMENT_MONITOR_CHECKS; check += 1)
      timers.push(setTimeout(() => void pollOrders(), PAYMENT_MONITOR_INTERVAL_MS * check));
    const phaseEnd = PAYMENT_MONITOR_INTERVAL_MS * PAYMENT_MONITOR_CHECKS;
    for (const delay of PAYMENT_BACKUP_DELAYS_MS)
      timers.push(setTimeout(() => void backupCheck(), phaseEnd + delay));
    return () => {
      stopped = true;
      timers.forEach(clearTimeout);
    };
  }, [tranId, amount, queryClient]);
}
