import request from 'supertest';
import { CuttableRelay } from '../../support/cuttable-relay';
import { Harness, freshDatabase, startHarness } from '../../support/harness';
import { signedInCustomer, TestUser } from '../accounts/accounts-client';

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
