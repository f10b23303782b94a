import request from 'supertest';
import { orderBody, PaymentsEnv, startPaymentsEnv } from '../payments/support/payments-harness';
import { newCustomer } from './accounts-client';

jest.setTimeout(180_000);

/**
 * A burst of wrong passwords for one account is answered 401 or 429, never 5xx: the counters are
 * locked in one order by every statement (no deadlock; throttle-lock-order.int-spec.ts checks the
 * order), and the pool is not exhausted, so a customer's order placed meanwhile goes through.
 */
describe('a burst of wrong sign-ins for one account', () => {
  let env: PaymentsEnv;
  const customer = newCustomer();

  beforeAll(async () => {
    env = await startPaymentsEnv();
    await request(env.harness.url).post('/api/auth/signup-phone').send(customer).expect(201);
  });
  afterAll(() => env?.close());

  const wrongSignIns = (count: number, address: string) =>
    Promise.all(
      Array.from({ length: count }, () =>
        request(env.harness.url)
          .post('/api/auth/signin-phone')
          .set('x-forwarded-for', address)
          .send({ phone: customer.phone, password: 'Wrong#12345' })
          .then((response) => response.status),
      ),
    );

  const tally = (statuses: number[]) =>
    statuses.reduce<Record<number, number>>((counts, status) => {
      counts[status] = (counts[status] ?? 0) + 1;
      return counts;
    }, {});

  it.each([30, 200])('%i at once answer only 401 or 429 while an order is placed', async (count) => {
    const address = `198.51.100.${count % 250}`;
    // Counters made earlier by others: the account's (a failure from elsewhere) and the address's
    // (another account tried from it), so the counter rows do not lie in the order one hit names them.
    await request(env.harness.url)
      .post('/api/auth/signin-phone')
      .set('x-forwarded-for', `198.51.101.${count % 250}`)
      .send({ phone: customer.phone, password: 'Wrong#12345' })
      .expect(401);
    await request(env.harness.url)
      .post('/api/auth/signin-phone')
      .set('x-forwarded-for', address)
      .send({ phone: '+85598765432', password: 'Wrong#12345' })
      .expect(401);
    const [statuses, order] = await Promise.all([
      wrongSignIns(count, address),
      request(env.harness.url)
        .post('/api/create-order')
        .set('x-forwarded-for', '192.0.2.77')
        .send(orderBody()),
    ]);
    const counts = tally(statuses);
    expect({ ...counts, 401: 0, 429: 0 }).toEqual(
      Object.fromEntries(Object.keys(counts).map((status) => [status, 0])),
    );
    // The limit holds: most of the burst is refused.
    expect(counts[429]).toBeGreaterThan(0);
    expect(order.status).toBe(201);
  });

  it('still lets the owner in from another address afterwards', async () => {
    await request(env.harness.url)
      .post('/api/auth/signin-phone')
      .set('x-forwarded-for', '192.0.2.88')
      .send({ phone: customer.phone, password: customer.password })
      .expect(200);
  });
});
