import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { OrderStatusUpdate } from '@app/contracts';
import { useRealtimeSocket } from '../../../lib/realtime';
import { transactionKeys } from '../api/transaction-status';

/**
 * Joins the order's /ws room (again after every reconnect, since rooms do not survive one) and hands
 * each order_status_update of that order to `onUpdate`, after invalidating the transaction's
 * queries. The push is a hint: what the page shows still comes from the api.
 */
export function useOrderUpdates(
  order: { orderId: string; token?: string; transactionIds: string[] } | null,
  onUpdate: (update: OrderStatusUpdate) => void,
): void {
  const socket = useRealtimeSocket();
  const queryClient = useQueryClient();
  const handler = useRef(onUpdate);
  useEffect(() => {
    handler.current = onUpdate;
  });
  const orderId = order?.orderId;
  const token = order?.token;
  const tranIds = order?.transactionIds.join(',') ?? '';

  useEffect(() => {
    if (!socket || !orderId) return;
    const join = () => socket.emit('subscribe_order', { orderId, token });
    const listener = (update: OrderStatusUpdate) => {
      if (update.orderId !== orderId) return;
      for (const tranId of new Set([update.transactionId, ...tranIds.split(',').filter(Boolean)]))
        void queryClient.invalidateQueries({ queryKey: transactionKeys.all(tranId) });
      handler.current(update);
    };
    socket.on('connect', join);
    socket.on('order_status_update', listener);
    if (socket.connected) join();
    return () => {
      socket.off('connect', join);
      socket.off('order_status_update', listener);
    };
  }, [socket, queryClient, orderId, token, tranIds]);
}
