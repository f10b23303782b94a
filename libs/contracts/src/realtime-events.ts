import type { EsimStatusSyncComplete, EsimStatusUpdate } from './esims';
import type { OrderStatusUpdate, SubscribeOrderAck, SubscribeOrderRequest } from './checkout';
import type { SyncProgressHint } from './catalogue';
import type { ExchangeRateView } from './exchange-rate';

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
  /** The catalogue changed (room catalogue): refetch popular packages, packages and the cart. */
  package_update: (payload: {
    type: 'package_update';
    timestamp: string;
    version: number;
    newPackages: number;
    updatedPackages: number;
  }) => void;
  /** The sync found a package that was not on sale before (room catalogue). */
  new_package_found: (payload: {
    type: 'new_package_found';
    timestamp: string;
    package: { id: number; apiCode: string; destination: string };
  }) => void;
  /** A sync run finished (room catalogue). */
  sync_summary: (payload: { newPackages: number; processedSkus: number; failedSkus: number }) => void;
  /** The catalogue sync moved on (room admins). */
  package_loading_progress: (payload: SyncProgressHint) => void;
  /** An order or one of its payments changed state (rooms order:<id>, session:<id>, user:<id>): refetch. */
  order_status_update: (payload: OrderStatusUpdate) => void;
  /** An order's eSIMs were provisioned or changed (rooms user:<id>, order:<id>, session:<id>): refetch. */
  esim_status_update: (payload: EsimStatusUpdate) => void;
  /** A status sync the user asked for, or the sweep, has finished (room user:<id>). */
  esim_status_sync_complete: (payload: EsimStatusSyncComplete) => void;
  /** PayWay's riel rate changed (room catalogue): refetch the exchange rate. */
  exchange_rate_update: (payload: ExchangeRateView) => void;
}

export interface ClientToServerEvents {
  subscribe_packages: () => void;
  /** Join an order's room; allowed for its signed-in user or its guest token. */
  subscribe_order: (payload: SubscribeOrderRequest, ack?: (result: SubscribeOrderAck) => void) => void;
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
