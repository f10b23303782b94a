import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { orderBody, PaymentsEnv, startPaymentsEnv } from '../payments/support/payments-harness';

jest.setTimeout(120_000);

/**
 * The access log and every other line the api writes: no value of a token-bearing query key of a
 * real request (the rescue link's `t`, the order link's `token`, `access_token`, also
 * percent-encoded inside another link) reaches them, while the requests themselves are logged.
 */
describe('no key of a request is written to the logs', () => {
  let env: PaymentsEnv;
  const lines: string[] = [];

  beforeAll(async () => {
    env = await startPaymentsEnv({ logLines: lines, env: { LOG_LEVEL: 'info' } });
  });
  afterAll(() => env?.close());

  it('logs the requests with their keys redacted', async () => {
    const created = await request(env.harness.url).post('/api/create-order').send(orderBody()).expect(201);
    const { orderNumber, accessToken } = created.body as { orderNumber: string; accessToken: string };
    const rescueToken = `${randomBytes(24).toString('base64url')}.${randomBytes(16).toString('base64url')}`;
    const esimId = randomUUID();
    const other = randomBytes(20).toString('hex');
    const api = request(env.harness.url);
    await api.get(`/api/orders/${orderNumber}?token=${accessToken}`).expect(200);
    await api.get(`/api/stripe/status/${orderNumber}?token=${accessToken}&lang=en`);
    await api.get(`/api/rescue/${esimId}?t=${rescueToken}`);
    await api.get(`/esim/${esimId}/rescue?t=${rescueToken}`).set('accept', 'text/html');
    await api
      .get(`/order-confirmation?orderNumber=${orderNumber}&token=${accessToken}`)
      .set('accept', 'text/html');
    await api.get(`/api/packages?access_token=${other}`);
    await api.get(`/signin?next=${encodeURIComponent(`/esim/${esimId}/rescue?t=${rescueToken}`)}`);

    const written = lines.join('');
    // the requests were logged (the check below would prove nothing otherwise) …
    expect(written).toContain(`/api/rescue/${esimId}?t=[redacted]`);
    expect(written).toContain(`/api/orders/${orderNumber}?token=[redacted]`);
    expect(written).toContain('%3Ft%3D[redacted]');
    // … and none of their keys
    for (const secret of [accessToken, rescueToken, other]) expect(written).not.toContain(secret);
    expect(written).not.toMatch(/[?&](?:t|token|access_token)=(?!\[redacted\])[^&\s"]+/);
  });
});
