import request from 'supertest';
import { signedInCustomer } from '../accounts/accounts-client';
import { EsimsEnv, paidOrder, PaidOrder, startEsimsEnv, until, waitForOrder } from './support';

jest.setTimeout(120_000);

/** Guests keep their eSIMs: held order links, Find my order, Email me this link, claiming, guide and email. */
describe('guest access to orders by their link', () => {
  let env: EsimsEnv;
  let guest: PaidOrder;
  let withEmail: PaidOrder;
  const api = () => request(env.harness.url);
  const post = (path: string, body: object, cookie?: string) => {
    const call = api().post(path).set('origin', env.harness.url);
    return (cookie ? call.set('cookie', cookie) : call).send(body);
  };
  const messagesTo = (address: string) =>
    env.harness.sandbox!.mail.messages().filter((message) => message.envelope.to.includes(address));
  const orderLinkMails = (address: string) =>
    messagesTo(address).filter((message) => /Your Derleng eSIM order/.test(message.subject ?? ''));

  beforeAll(async () => {
    env = await startEsimsEnv({
      env: {
        WORKER_QUEUES: 'provisioning,esim-sync,payments,notifications',
        ORDER_LINK_EMAILS_MAX_PER_HOUR_PER_ADDRESS: '1000',
      },
    });
    guest = await paidOrder(env, { email: null, phone: '+85512000111', sessionId: 'guestbrowser0001' });
    withEmail = await paidOrder(env, { email: 'dara@example.com', phone: '+85512000222' });
    await waitForOrder(env.db, guest.orderId, 'completed');
    await waitForOrder(env.db, withEmail.orderId, 'completed');
  });
  afterAll(async () => env?.close());

  it('lists the orders this browser holds links for, with their eSIMs, and leaves out a wrong token', async () => {
    const held = await post('/api/orders/held', {
      orders: [
        { orderNumber: guest.orderNumber, token: guest.token },
        { orderNumber: withEmail.orderNumber, token: guest.token },
      ],
    }).expect(200);
    expect(held.body.map((order: { orderNumber: string }) => order.orderNumber)).toEqual([guest.orderNumber]);
    expect(held.body[0].esims).toHaveLength(1);
    expect(held.body[0].esims[0].lpaCode).toMatch(/^LPA:1\$/);
    // The browser session that placed it is no key: only the link's token opens an order here.
    const bySession = await post('/api/orders/held', { orders: [] })
      .set('x-session-id', 'guestbrowser0001')
      .expect(200);
    expect(bySession.body).toEqual([]);
    const bad = await post('/api/orders/held', { orders: [{ orderNumber: 'x', token: 1 }] }).expect(400);
    expect(bad.body.message).toMatch(/orderNumber|token/);
  });

  it('serves the PDF guide and the instructions email to the holder of the link (and 404 without it)', async () => {
    const pdf = await post('/api/pdf/generate-esim-guide', {
      orderNumber: withEmail.orderNumber,
      token: withEmail.token,
    }).expect(200);
    expect(Buffer.from(pdf.body.pdfData, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    await post('/api/pdf/generate-esim-guide', {
      orderNumber: withEmail.orderNumber,
      token: guest.token,
    }).expect(404);
    await post('/api/pdf/generate-esim-guide', { orderNumber: withEmail.orderNumber }).expect(404);
    const sent = await post('/api/email/send-esim-instructions', {
      orderNumber: withEmail.orderNumber,
      token: withEmail.token,
    }).expect(200);
    expect(sent.body).toMatchObject({ success: true, recipient: 'dara@example.com' });
    const noEmail = await post('/api/email/send-esim-instructions', {
      orderNumber: guest.orderNumber,
      token: guest.token,
    }).expect(409);
    expect(noEmail.body.code).toBe('NO_EMAIL');
  });

  it('"Email me this link" keeps the address on an order without one and sends the link', async () => {
    await post('/api/orders/email-link', {
      orderNumber: guest.orderNumber,
      token: withEmail.token,
      email: 'guest@example.com',
    }).expect(404);
    await post('/api/orders/email-link', {
      orderNumber: guest.orderNumber,
      token: guest.token,
      email: 'Guest@Example.com',
    }).expect(202);
    const stored = await env.db.query('SELECT customer_email FROM orders WHERE id = $1', [guest.orderId]);
    expect(stored.rows[0].customer_email).toBe('guest@example.com');
    await until(
      async () => (orderLinkMails('guest@example.com').length ? true : undefined),
      'the link email',
    );
    const [mail] = orderLinkMails('guest@example.com');
    expect(mail.text).toContain(`/order-confirmation?orderNumber=${guest.orderNumber}&token=${guest.token}`);
  });

  it('Find my order sends the link to the order’s email, answering the same for a wrong number or contact', async () => {
    const answers = await Promise.all([
      post('/api/orders/find', { orderNumber: withEmail.orderNumber, contact: '012 000 222' }),
      post('/api/orders/find', { orderNumber: withEmail.orderNumber, contact: '012 000 999' }),
      post('/api/orders/find', { orderNumber: 'DL000000AAAAAA', contact: 'dara@example.com' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    await until(async () => (orderLinkMails('dara@example.com').length ? true : undefined), 'the found link');
    expect(orderLinkMails('dara@example.com')).toHaveLength(1);
    expect(orderLinkMails('dara@example.com')[0].text).toContain(withEmail.token);
  });

  it('rate-limits Find my order per address with 429 and Retry-After', async () => {
    const limited = await startEsimsEnv({
      worker: false,
      env: { ORDER_LINK_EMAILS_MAX_PER_HOUR_PER_ADDRESS: '2' },
    });
    try {
      const find = () =>
        request(limited.harness.url)
          .post('/api/orders/find')
          .set('origin', limited.harness.url)
          .set('x-forwarded-for', '198.51.100.77')
          .send({ orderNumber: 'DL000000AAAAAA', contact: 'a@example.com' });
      expect((await find()).status).toBe(202);
      expect((await find()).status).toBe(202);
      const refused = await find();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('moves the held guest orders and their eSIMs into the account that claims them, once', async () => {
    const customer = await signedInCustomer(env.harness, '10.0.9.1');
    await post('/api/orders/claim', {
      orders: [{ orderNumber: guest.orderNumber, token: guest.token }],
    }).expect(401);
    const claimed = await post(
      '/api/orders/claim',
      {
        orders: [
          { orderNumber: guest.orderNumber, token: guest.token },
          { orderNumber: withEmail.orderNumber, token: 'not-the-token-of-this-order' },
        ],
      },
      customer.cookie,
    ).expect(200);
    expect(claimed.body).toEqual({ claimed: [guest.orderNumber] });
    const esims = await api().get('/api/esims').set('cookie', customer.cookie).expect(200);
    expect(esims.body.map((esim: { orderNumber: string }) => esim.orderNumber)).toEqual([guest.orderNumber]);
    const mine = await api().get('/api/orders').set('cookie', customer.cookie).expect(200);
    expect(mine.body.map((order: { orderNumber: string }) => order.orderNumber)).toEqual([guest.orderNumber]);

    const other = await signedInCustomer(env.harness, '10.0.9.2');
    const again = await post(
      '/api/orders/claim',
      { orders: [{ orderNumber: guest.orderNumber, token: guest.token }] },
      other.cookie,
    ).expect(200);
    expect(again.body).toEqual({ claimed: [] });
    const row = await env.db.query('SELECT user_id FROM orders WHERE id = $1', [guest.orderId]);
    expect(row.rows[0].user_id).toBe(customer.id);
  });
});
