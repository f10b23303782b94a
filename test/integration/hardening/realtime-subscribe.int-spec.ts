import { SessionService } from '@app/accounts';
import { io, Socket } from 'socket.io-client';
import request from 'supertest';
import { signedInCustomer, TestUser } from '../accounts/accounts-client';
import { orderBody, PaymentsEnv, startPaymentsEnv } from '../payments/support/payments-harness';

describe('subscribe_order right after connecting', () => {
  let env: PaymentsEnv;
  let customer: TestUser;
  let orderId: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    env = await startPaymentsEnv();
    customer = await signedInCustomer(env.harness);
    // The customer's own order; the socket below carries neither its browser session id nor its token.
    const created = await request(env.harness.url)
      .post('/api/create-order')
      .set('origin', env.harness.url)
      .set('cookie', customer.cookie)
      .send(orderBody())
      .expect(201);
    orderId = created.body.orderId as string;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await env?.close();
  });

  const connect = (headers: Record<string, string>) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = io(env.harness.url, { path: '/ws', transports: ['websocket'], extraHeaders: headers });
      sockets.push(socket);
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });

  it("waits for the session lookup, then admits the order's user", async () => {
    // Hold the handshake's session lookup until subscribe_order has reached the server.
    const sessions = env.harness.api!.get(SessionService);
    const original = sessions.resolve.bind(sessions);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    sessions.resolve = async (...args: Parameters<SessionService['resolve']>) => {
      await gate;
      return original(...args);
    };
    try {
      const socket = await connect({ cookie: customer.cookie, origin: env.harness.url });
      const ack = socket.emitWithAck('subscribe_order', { orderId });
      // Messages are handled in order: once subscribe_packages is confirmed, subscribe_order has started.
      const confirmed = new Promise((resolve) => socket.once('subscription_confirmed', resolve));
      socket.emit('subscribe_packages');
      await confirmed;
      release();
      expect(await ack).toEqual({ ok: true });
    } finally {
      release();
      sessions.resolve = original;
    }
  });

  it('still refuses the order to a socket without its user, session or token', async () => {
    const socket = await connect({ origin: env.harness.url });
    expect(await socket.emitWithAck('subscribe_order', { orderId })).toEqual({ ok: false });
  });
});
