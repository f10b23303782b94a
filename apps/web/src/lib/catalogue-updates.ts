import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useRealtimeEvent, useRealtimeSocket } from './realtime';

/**
 * Joins the catalogue channel (subscribe_packages, again after every reconnect) and, on each
 * package_update push, refetches popular packages, packages and the cart (purchase-flow §4).
 * Mounted once by the shop layout; the pushes only invalidate queries, data comes from the api.
 */
export function useCatalogueUpdates(): void {
  const queryClient = useQueryClient();
  const socket = useRealtimeSocket();

  useEffect(() => {
    if (!socket) return;
    const subscribe = () => socket.emit('subscribe_packages');
    if (socket.connected) subscribe();
    socket.on('connect', subscribe);
    return () => {
      socket.off('connect', subscribe);
    };
  }, [socket]);

  useRealtimeEvent(
    'package_update',
    useCallback(() => {
      void queryClient.invalidateQueries({ queryKey: ['packages'] });
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
    }, [queryClient]),
  );
}
