import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { EsimStatusUpdate, OrderStatusUpdate } from '@app/contracts';
import { useRealtimeSocket } from '../../../lib/realtime';
import { orderKeys } from '../api/get-order';

/**
 * Joins the order's /ws room (its user and the session that placed it are in theirs already; a
 * guest proves the order with the link's token) and refetches the order the moment an
 * esim_status_update or order_status_update for it arrives. Rooms are joined again on reconnect.
 */
export function useOrderLive(orderId: string | undefined, token: string | null): void {
  const socket = useRealtimeSocket();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket || !orderId) return;
    const join = () => socket.emit('subscribe_order', { orderId, token: token ?? undefined });
    const refresh = (update: EsimStatusUpdate | OrderStatusUpdate) => {
      if (update.orderId === orderId) void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    };
    socket.on('connect', join);
    socket.on('esim_status_update', refresh);
    socket.on('order_status_update', refresh);
    if (socket.connected) join();
    return () => {
      socket.off('connect', join);
      socket.off('esim_status_update', refresh);
      socket.off('order_status_update', refresh);
    };
  }, [socket, queryClient, orderId, token]);
}
