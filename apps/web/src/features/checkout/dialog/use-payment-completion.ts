import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  PAYMENT_DIALOG_FIRST_POLL_MS,
  PAYMENT_DIALOG_POLL_AFTER_ERROR_MS,
  PAYMENT_DIALOG_POLL_MS,
} from '@app/domain';
import { paymentStatusQuery } from '../api/transaction-status';

/**
 * The dialog's poll of our payment status (purchase-flow §4): first after 3 s, then every 2 s,
 * 5 s after an error, until the payment is 'completed' (verified by the server).
 */
export function usePaymentCompletion(tranId: string | null, onCompleted: () => void): void {
  const queryClient = useQueryClient();
  const handler = useRef(onCompleted);
  useEffect(() => {
    handler.current = onCompleted;
  });
  useEffect(() => {
    if (!tranId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      let next = PAYMENT_DIALOG_POLL_MS;
      try {
        const status = await queryClient.fetchQuery(paymentStatusQuery(tranId));
        if (status.paymentStatus === 'completed') {
          stopped = true;
          handler.current();
          return;
        }
      } catch {
        next = PAYMENT_DIALOG_POLL_AFTER_ERROR_MS;
      }
      if (!stopped) timer = setTimeout(() => void poll(), next);
    };
    timer = setTimeout(() => void poll(), PAYMENT_DIALOG_FIRST_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [tranId, queryClient]);
}
