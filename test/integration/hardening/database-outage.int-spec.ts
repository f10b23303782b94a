import { createServer, Server, Socket, connect } from 'node:net';
import request from 'supertest';
import { Harness, freshDatabase, startHarness } from '../../support/harness';
import { signedInCustomer, TestUser } from '../accounts/accounts-client';

/**
 * A TCP relay between the api and Postgres that can be cut: `down()` drops every open connection
 * and refuses new ones (what the api sees when the database stops), `up()` serves again.
 */
class CuttableRelay {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async up(): Promise<void> {
    if (this.server?.listening) return;
    this.server = createServer((client) => {
      const upstream = connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(this.port, '127.0.0.1', resolve);
    });
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
  }

  async down(): Promise<void> {
    if (!this.server?.listening) return;
    const closed = new Promise<void>((resolve) => this.server?.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}

describe('a database outage answers 503 with Retry-After', () => {
  let harness: Harness;
  let relay: CuttableRelay;
  let customer: TestUser;

  beforeAll(async () => {
    const direct = new URL(await freshDatabase());
    relay = new CuttableRelay(direct.hostname, Number(direct.port));
    await relay.up();
    const relayed = new URL(direct);
    relayed.port = String(relay.port);
    harness = await startHarness({ worker: false, databaseUrl: relayed.toString() });
    customer = await signedInCustomer(harness);
  });
  afterAll(async () => {
    await relay.up();
    await harness?.close();
    await relay.down();
  });

  it('answers 503 with Retry-After while Postgres is unreachable, and serves again after', async () => {
    const me = () => request(harness.url).get('/api/auth/user').set('cookie', customer.cookie);
    const before = await me();
    expect(before.status).toBe(200);
    expect(before.body.user.id).toBe(customer.id);

    await relay.down();
    // Pooled connections are cut mid-life and new ones are refused: both must read as an outage.
    for (const call of [
      me(),
      me(),
      request(harness.url).get('/api/orders/DL000000000000').set('cookie', customer.cookie),
      request(harness.url)
        .post('/api/auth/signin-phone')
        .set('origin', harness.url)
        .send({ phone: customer.phone, password: customer.password }),
    ]) {
      const response = await call;
      expect(response.status).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.body).toMatchObject({ statusCode: 503, code: 'DATABASE_UNAVAILABLE' });
    }

    await relay.up();
    const after = await me();
    expect(after.status).toBe(200);
    expect(after.body.user.id).toBe(customer.id);
  });
});
