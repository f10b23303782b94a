/**
 * Events pushed to browsers over socket.io at path /ws. Pushes are hints: they carry ids and
 * small summaries, and the web refetches its queries when one arrives.
 */
export interface ServerToClientEvents {
  /** A system check the browser asked for has finished (server panel). */
  system_check_complete: (payload: { checkId: string; status: 'ok' | 'degraded' | 'down' }) => void;
  /** The list of live api/worker processes changed (one joined, one left). */
  processes_changed: (payload: { at: string }) => void;
  /** Confirms a subscription to a public channel such as the package catalogue. */
  subscription_confirmed: (payload: { channel: string }) => void;
}

export interface ClientToServerEvents {
  subscribe_packages: () => void;
}

export type RealtimeEventName = keyof ServerToClientEvents;
export type RealtimePayload<E extends RealtimeEventName> = Parameters<ServerToClientEvents[E]>[0];

/** Room names. A socket joins its browser-session room at connect; later, its user's room. */
export const rooms = {
  session: (sessionId: string) => `session:${sessionId}`,
  user: (userId: string) => `user:${userId}`,
  order: (orderId: string) => `order:${orderId}`,
  admins: () => 'admins',
  catalogue: () => 'catalogue',
} as const;

/** Socket.io path, on the page's own host (the spec's /ws). */
export const REALTIME_PATH = '/ws';
