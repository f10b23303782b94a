import { RealtimePublisher } from '@app/core';
import { rooms } from '@app/contracts';
import { io, Socket } from 'socket.io-client';
import request from 'supertest';
import { Harness, startHarness } from '../../support/harness';
import { until } from '../../support/wait';
import { signedInAdmin, signedInCustomer } from './accounts-client';

describe('/ws bound to the session user, and the queue dashboard', () => {
  let harness: Harness;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    harness = await startHarness({ worker: false });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await harness?.close();
  });

  const connect = (headers: Record<string, string> = {}) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = io(harness.url, { path: '/ws', transports: ['websocket'], extraHeaders: headers });
      sockets.push(socket);
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  const isProbe = (payload: { at: string }) => payload.at.startsWith('probe:');
  /** The processes_changed events a socket receives from now on, probes left out. */
  const received = (socket: Socket) => {
    const events: unknown[] = [];
    socket.on('processes_changed', (payload: { at: string }) => {
      if (!isProbe(payload)) events.push(payload);
    });
    return events;
  };
  /**
   * Publishes a probe to `room` until `socket` receives one. Pushes travel in order (one publisher,
   * one subscriber, one websocket), so once the probe is there the socket has joined the room and
   * whatever was published before it has reached the socket too.
   */
  const reached = async (socket: Socket, room: string) => {
    const publisher = harness.api!.get(RealtimePublisher);
    const probe = `probe:${room}`;
    let heard = false;
    const listener = (payload: { at: string }) => {
      if (payload.at === probe) heard = true;
    };
    socket.on('processes_changed', listener);
    try {
      await until(async () => {
        if (heard) return true;
        publisher.publish(room, 'processes_changed', { at: probe });
        return undefined;
      }, `a push to ${room} reaching the socket`);
    } finally {
      socket.off('processes_changed', listener);
    }
  };

  it('refuses a handshake from a foreign Origin', async () => {
    await expect(connect({ origin: 'https://evil.example' })).rejects.toBeDefined();
    await expect(connect({ origin: 'null' })).rejects.toBeDefined();
  });

  it('puts a signed-in socket in its user room only, and admins in the admins room', async () => {
    const alice = await signedInCustomer(harness);
    const bob = await signedInCustomer(harness);
    const admin = await signedInAdmin(harness);
    const aliceSocket = await connect({ cookie: alice.cookie, origin: harness.url });
    const bobSocket = await connect({ cookie: bob.cookie });
    const adminSocket = await connect({ cookie: admin.cookie });
    const anonymous = await connect();
    await reached(aliceSocket, rooms.user(alice.id));
    await reached(bobSocket, rooms.user(bob.id));
    await reached(adminSocket, rooms.admins());
    const toAlice = received(aliceSocket);
    const toBob = received(bobSocket);
    const toAdmin = received(adminSocket);
    const toAnonymous = received(anonymous);
    const publisher = harness.api!.get(RealtimePublisher);
    publisher.publish(rooms.user(alice.id), 'processes_changed', { at: 'for-alice' });
    publisher.publish(rooms.admins(), 'processes_changed', { at: 'for-admins' });
    // a later push reaches each socket: the two above have had their chance to arrive everywhere
    await reached(aliceSocket, rooms.user(alice.id));
    await reached(bobSocket, rooms.user(bob.id));
    await reached(adminSocket, rooms.admins());
    await reached(anonymous, anonymous.id as string);
    expect(toAlice).toEqual([{ at: 'for-alice' }]);
    expect(toBob).toEqual([]);
    expect(toAdmin).toEqual([{ at: 'for-admins' }]);
    expect(toAnonymous).toEqual([]);
  });

  it('drops the sockets of a user who signs out', async () => {
    const carol = await signedInCustomer(harness);
    const socket = await connect({ cookie: carol.cookie });
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    await request(harness.url)
      .post('/api/auth/signout')
      .set('cookie', carol.cookie)
      .set('origin', harness.url)
      .expect(200);
    await expect(closed).resolves.toBe('io server disconnect');
  });

  it('serves the queue dashboard to admins only', async () => {
    const customer = await signedInCustomer(harness);
    const admin = await signedInAdmin(harness);
    await request(harness.url).get('/api/admin/queues').expect(401);
    await request(harness.url).get('/api/admin/queues/api/queues').expect(401);
    await request(harness.url)
      .get('/api/admin/%71ueues/api/queues')
      .expect((response) => {
        expect([401, 404]).toContain(response.status);
      });
    await request(harness.url).get('/api/admin/queues').set('cookie', customer.cookie).expect(403);
    const page = await request(harness.url).get('/api/admin/queues').set('cookie', admin.cookie).expect(200);
    expect(page.text).toContain('<html');
    const queues = await request(harness.url)
      .get('/api/admin/queues/api/queues')
      .set('cookie', admin.cookie)
      .expect(200);
    expect(JSON.stringify(queues.body)).toContain('maintenance');
    await request(harness.url)
      .put('/api/admin/queues/api/queues/maintenance/pause')
      .set('cookie', admin.cookie)
      .set('origin', 'https://evil.example')
      .expect(403);
  });

  it('sends helmet headers with a CSP for the SPA', async () => {
    const response = await request(harness.url).get('/api/health').expect(200);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});
