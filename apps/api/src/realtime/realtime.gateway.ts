import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import {
  OnGatewayConnection,
  OnGatewayDisconnect,
  OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import { SessionRevocations, SessionService } from '@app/accounts';
import {
  REALTIME_PATH,
  rooms,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SubscribeOrderAck,
  type SubscribeOrderRequest,
} from '@app/contracts';
import { AppConfig, AppLogger } from '@app/core';
import { PaymentLookup } from '@app/payments';
import type { Server, Socket } from 'socket.io';
import { SessionCookie } from '../common/session-cookie';
import { OrderTimelineListener } from './order-timeline-listener';

type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents>;

/** What the gateway keeps on a socket: its user, once the session cookie is resolved. */
interface SocketIdentity {
  userId?: string;
  /** Settles when the handshake's session lookup is done (the user known, or none). */
  identified?: Promise<void>;
  /** An admin's socket, counted by the order timeline listener until it disconnects. */
  holdsTimeline?: boolean;
}

const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * socket.io at path /ws. It sends nothing itself: it only places each socket in its rooms;
 * pushes come from RealtimePublisher in any process. The handshake's Origin is checked by the
 * adapter; here the session cookie binds the socket to its user: room user:<id>, and admins for
 * admins. When a user's sessions are revoked, their sockets are dropped (on every instance).
 */
@Injectable()
@WebSocketGateway({ path: REALTIME_PATH, serveClient: false })
export class RealtimeGateway
  implements OnGatewayConnection, OnGatewayDisconnect, OnGatewayInit, OnModuleDestroy
{
  @WebSocketServer() private server?: Server;
  private unsubscribe?: () => void;

  constructor(
    private readonly sessions: SessionService,
    private readonly cookie: SessionCookie,
    private readonly revocations: SessionRevocations,
  ) {}

  afterInit(): void {
    this.unsubscribe = this.revocations.subscribe((userId) => this.disconnectUser(userId));
    // this process's admin sockets only: every api process hears the NOTIFY and serves its own;
    // it listens only while one of its sockets is an admin's (identify, handleDisconnect)
    this.timeline = new OrderTimelineListener(
      this.config.db.url,
      (orderId) => this.server?.local.to(rooms.admins()).emit('order_timeline_update', { orderId }),
      (error) => this.logger.warn({ err: error }, 'order timeline listener lost its connection'),
    );
  }

  async onModuleDestroy(): Promise<void> {
    this.unsubscribe?.();
    await this.timeline?.stop();
  }

  /** Open admin order pages follow their timeline: property-injected, apart from the auth wiring. */
  @Inject(AppConfig) private readonly config!: AppConfig;
  @Inject(AppLogger) private readonly logger!: AppLogger;
  private timeline?: OrderTimelineListener;

  async handleConnection(client: AppSocket): Promise<void> {
    const sessionId = (client.handshake.auth as { sessionId?: unknown } | undefined)?.sessionId;
    if (typeof sessionId === 'string' && SESSION_ID.test(sessionId))
      void client.join(rooms.session(sessionId));
    // Set before the first await: a message sent right after connecting waits for the lookup.
    const identified = this.identify(client);
    (client.data as SocketIdentity).identified = identified;
    await identified;
  }

  private async identify(client: AppSocket): Promise<void> {
    const resolved = await this.sessions
      .resolve(this.cookie.fromHeader(client.handshake.headers.cookie))
      .catch(() => null);
    if (!resolved || !client.connected) return;
    (client.data as SocketIdentity).userId = resolved.user.id;
    await client.join(rooms.user(resolved.user.id));
    if (resolved.user.role !== 'admin' || !this.timeline) return;
    // in the admins room only once this process listens for the timeline hints it relays there
    await this.timeline.hold();
    if (!client.connected) {
      this.timeline.release();
      return;
    }
    (client.data as SocketIdentity).holdsTimeline = true;
    await client.join(rooms.admins());
  }

  handleDisconnect(client: AppSocket): void {
    const identity = client.data as SocketIdentity;
    if (!identity.holdsTimeline) return;
    identity.holdsTimeline = false;
    this.timeline?.release();
  }

  /**
   * Sockets connected to every api process and how many processes answered, asked through the
   * adapter (Redis pub/sub or Postgres NOTIFY): the Section 2.4 monitor's connected clients.
   */
  async connectedClients(): Promise<{ clients: number; processes: number }> {
    if (!this.server) return { clients: 0, processes: 0 };
    const [sockets, processes] = await Promise.all([
      this.server.fetchSockets(),
      this.server.of('/').adapter.serverCount(),
    ]);
    return { clients: sockets.length, processes };
  }

  /** Drops every socket of a user, on all api instances (through the adapter). */
  disconnectUser(userId: string): void {
    this.server?.in(rooms.user(userId)).disconnectSockets(true);
  }

  @SubscribeMessage('subscribe_packages')
  subscribePackages(client: AppSocket): void {
    void client.join(rooms.catalogue());
    client.emit('subscription_confirmed', { channel: 'packages' });
  }

  /** Checkout and payment pages: property-injected, so this method stays apart from the auth wiring. */
  @Inject(PaymentLookup) private readonly orderRooms!: PaymentLookup;

  /**
   * Joins an order's room for its signed-in user or its guest token's holder (never by cart id).
   * Sent right after connecting, it waits for the handshake's session lookup first.
   */
  @SubscribeMessage('subscribe_order')
  async subscribeOrder(
    client: AppSocket,
    payload: SubscribeOrderRequest | undefined,
  ): Promise<SubscribeOrderAck> {
    const identity = client.data as SocketIdentity;
    await identity.identified?.catch(() => undefined);
    const ok = await this.orderRooms
      .mayJoinOrderRoom(payload?.orderId, {
        userId: identity.userId ?? null,
        token: typeof payload?.token === 'string' ? payload.token : null,
      })
      .catch(() => false);
    if (ok) await client.join(rooms.order(payload?.orderId as string));
    return { ok };
  }
}
