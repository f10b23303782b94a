import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Socket } from 'socket.io-client';
import {
  REALTIME_PATH,
  type ClientToServerEvents,
  type RealtimeEventName,
  type RealtimePayload,
  type ServerToClientEvents,
} from '@app/contracts';
import { isOrderPaid } from '@app/domain';
import { refetchCartAfterPayment } from './cart-query';
import { getSessionId, onSessionIdChange } from './session';

type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The spec: reconnect after a close, up to 5 attempts, 3 s × the attempt number, reset on open. */
export const RECONNECT_ATTEMPTS = 5;
export const RECONNECT_STEP_MS = 3000;

const RealtimeContext = createContext<AppSocket | null>(null);

/**
 * One socket.io client at /ws for the whole app. Pushes are hints: after a reconnect every query
 * is refetched, because anything may have changed while the socket was down. The server places
 * the socket in its session's room at the handshake, so when the session id changes (the cart
 * answered with a replacement, another tab adopted one) the socket reconnects with the new id.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [client, setClient] = useState<AppSocket | null>(null);

  // socket.io's client is loaded after the first render: it is not part of the first load.
  useEffect(() => {
    let live = true;
    void import('socket.io-client').then(({ io }) => {
      if (!live) return;
      setClient(
        io({
          path: REALTIME_PATH,
          // Read at every (re)connect: the handshake always carries the current session id.
          auth: (send) => send({ sessionId: getSessionId() }),
          reconnection: false,
          autoConnect: false,
          transports: ['websocket', 'polling'],
        }),
      );
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!client) return;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let everConnected = false;
    let closed = false;
    const scheduleReconnect = () => {
      if (closed || timer || attempt >= RECONNECT_ATTEMPTS) return;
      attempt += 1;
      timer = setTimeout(() => {
        timer = undefined;
        client.connect();
      }, RECONNECT_STEP_MS * attempt);
    };
    client.on('connect', () => {
      attempt = 0;
      if (everConnected) void queryClient.invalidateQueries();
      everConnected = true;
    });
    client.on('disconnect', (reason) => {
      if (reason !== 'io client disconnect') scheduleReconnect();
    });
    client.on('connect_error', scheduleReconnect);
    // An order of this session or user was paid: the server emptied its lines from the cart.
    const onOrderUpdate = (update: { orderStatus: string }) => {
      if (isOrderPaid(update.orderStatus)) void refetchCartAfterPayment(queryClient);
    };
    client.on('order_status_update', onOrderUpdate);
    client.connect();
    // A socket waiting for its reconnect timer picks the new id up when it connects.
    const stopFollowing = onSessionIdChange(() => {
      if (closed || !(client.connected || client.active)) return;
      client.disconnect();
      client.connect();
    });
    return () => {
      closed = true;
      stopFollowing();
      if (timer) clearTimeout(timer);
      client
        .removeAllListeners('connect')
        .removeAllListeners('disconnect')
        .removeAllListeners('connect_error')
        .off('order_status_update', onOrderUpdate);
      client.disconnect();
    };
  }, [client, queryClient]);

  return <RealtimeContext.Provider value={client}>{children}</RealtimeContext.Provider>;
}

/** Runs `handler` for each push of `event` while the component is mounted. */
export function useRealtimeEvent<E extends RealtimeEventName>(
  event: E,
  handler: (payload: RealtimePayload<E>) => void,
): void {
  const socket = useContext(RealtimeContext);
  useEffect(() => {
    if (!socket) return;
    const listener = handler as never;
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [socket, event, handler]);
}

/** The app's socket, for features that ask the server for a room (subscribe_order); null outside the provider. */
export function useRealtimeSocket(): AppSocket | null {
  return useContext(RealtimeContext);
}
