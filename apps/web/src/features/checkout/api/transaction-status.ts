import { queryOptions } from '@tanstack/react-query';
import type {
  BackupCheckResponse,
  OrderStatusSummary,
  PaymentStatusResponse,
  ProcessReturnResponse,
  TransactionCheckResponse,
} from '@app/contracts';
import { api } from '../../../lib/api-client';

/*
 * Reads of a transaction's verified state. Each one also asks the worker to check with PayWay (the
 * server collapses repeated asks), so polling them is safe; none of them takes a status from us.
 */

const tran = (tranId: string) => encodeURIComponent(tranId);

export const transactionKeys = {
  all: (tranId: string) => ['checkout', 'transaction', tranId] as const,
  orders: (tranId: string) => ['checkout', 'transaction', tranId, 'orders'] as const,
  payment: (tranId: string) => ['checkout', 'transaction', tranId, 'payment-status'] as const,
};

/** GET /api/orders?transactionId: the checkout page's poll (status 'confirmed' once paid). */
export const ordersByTransactionQuery = (tranId: string) =>
  queryOptions({
    queryKey: transactionKeys.orders(tranId),
    queryFn: () => api<OrderStatusSummary[]>(`/api/orders?transactionId=${tran(tranId)}`),
    staleTime: 0,
  });

/** GET /api/payment/status/{transactionId}: the status page and the QR dialog. */
export const paymentStatusQuery = (tranId: string) =>
  queryOptions({
    queryKey: transactionKeys.payment(tranId),
    queryFn: () => api<PaymentStatusResponse>(`/api/payment/status/${tran(tranId)}`),
    staleTime: 0,
  });

export const checkTransaction = (tranId: string) =>
  api<TransactionCheckResponse>(`/api/payway/check-transaction/${tran(tranId)}`, { method: 'POST' });

/** The spec's manual return callback (the server ignores status and amount and checks itself). */
export const manualReturn = (tranId: string, amount: string) =>
  api<TransactionCheckResponse>(
    `/api/payway/return?tran_id=${tran(tranId)}&status=0&amount=${encodeURIComponent(amount)}`,
  );

export const processReturn = (tranId: string) =>
  api<ProcessReturnResponse>('/api/payway/process-return', {
    method: 'POST',
    body: { tran_id: tranId, payment_method: 'payway' },
  });

export const backupCheck = (tranId: string) =>
  api<BackupCheckResponse>('/api/payway/check-transaction-backup', {
    method: 'POST',
    body: { tran_id: tranId },
  });
