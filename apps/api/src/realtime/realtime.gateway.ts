import { Injectable } from '@nestjs/common';
import { OnGatewayConnection, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { REALTIME_PATH, rooms, type ClientToServerEvents, type ServerToClientEvents } from '@app/contracts';
import type { Socket } from 'socket.io';

type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents>;

const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * socket.io at path /ws. It sends nothing itself: it only places each socket in its rooms;
 * pushes come from RealtimePublisher in any process.
 */
@Injectable()
@WebSocketGateway({ path: REALTIME_PATH, serveClient: false })
export class RealtimeGateway implements OnGatewayConnection {
  handleConnection(client: AppSocket): void {
    const sessionId = (client.handshake.auth as { sessionId?: unknown } | undefined)?.sessionId;
    if (typeof sessionId === 'string' && SESSION_ID.test(sessionId))
      void client.join(rooms.session(sessionId));
  }

  @SubscribeMessage('subscribe_packages')
  subscribePackages(client: AppSocket): void {
    void client.join(rooms.catalogue());
    client.emit('subscription_confirmed', { channel: 'packages' });
  }
}
