import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configurePayway, resetPayway } from '../../../apps/sandbox/src/payway/payway.behaviour';
import { startSandbox } from '../../../apps/sandbox/src/sandbox';
import { ProviderError } from '../../../libs/providers/src/http/provider-error';
import {
  checkHash,
  hashFields,
  PaywayClient,
  PaywayLogLine,
  PaywaySettings,
  paywayRequestTime,
  purchaseHash,
} from '../../../libs/providers/src/payway';
import { pause, Receiver } from './payway-paypal-receiver';
import { ProviderSandbox, startProviderSandbox } from './payway-paypal-sandbox';

const API_KEY = 'sandbox-payway-api-key';
const MERCHANT = 'derleng_sandbox';
let sandbox: ProviderSandbox;
let receiver: Receiver;
let rsaPublicKey: string;
let logLines: PaywayLogLine[];
let sequence = 0;

const tranId = (): string => `T${Date.now().toString(36)}${(sequence += 1)}`;
const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });

function client(overrides: Partial<PaywaySettings> = {}): PaywayClient {
  return new PaywayClient({
    baseUrl: sandbox.url,
    merchantId: MERCHANT,
    apiKey: API_KEY,
    rsaPublicKey,
    timeoutMs: 3000,
    hashViewTypeAndPaymentGate: false,
    acceptUnsignedPushback: false,
    notFoundRetry: { attempts: 0, delayMs: 50 },
    logger: (line) => logLines.push(line),
    ...overrides,
  });
}

async function postMultipart(path: string, fields: Record<string, string>): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return fetch(`${sandbox.url}${path}`, { method: 'POST', body: form });
}

const jsonOf = async (response: Response): Promise<Record<string, unknown>> =>
  (await response.json()) as Record<string, unknown>;

const postForm = (path: string, fields: Record<string, string>): Promise<Response> =>
  fetch(`${sandbox.url}${path}`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });

const pay = async (id: string, body: Record<string, unknown> = {}): Promise<Response> =>
  fetch(`${sandbox.url}/__payway/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tran_id: id, ...body }),
  });

async function rejection(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ProviderError)) throw new Error(`expected a ProviderError, got ${String(error)}`);
  return error;
}

const khqr = (id: string, amountMinor = 1050, extra: Record<string, unknown> = {}) =>
  client().createKhqr({
    tranId: id,
    amount: usd(amountMinor),
    returnUrl: `${receiver.url}/pushback`,
    ...extra,
  });

beforeAll(async () => {
  sandbox = await startProviderSandbox();
  receiver = await new Receiver().start();
  rsaPublicKey = await (await fetch(`${sandbox.url}/__payway/rsa-public-key`)).text();
});

afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

beforeEach(() => {
  resetPayway(sandbox.ctx);
  configurePayway(sandbox.ctx, { notFoundLagMs: 0 });
  receiver.clear();
  receiver.status = 200;
  logLines = [];
});

describe('PayWay checkout page (cards)', () => {
  it('signs a purchase form the sandbox accepts, pays it on the page, pushes back and reports APPROVED', async () => {
    const id = tranId();
    const form = client().buildPurchaseForm({
      tranId: id,
      amount: usd(1250),
      paymentOption: 'cards',
      returnUrl: `${receiver.url}/pushback`,
      continueSuccessUrl: 'https://shop.example/orders/1',
      cancelUrl: 'https://shop.example/cart',
      items: [{ name: 'Cambodia 5 GB', quantity: 1, priceMinor: 1250 }],
      firstName: 'Sok',
      lastName: 'Dara',
      email: 'sok@example.com',
      lifetimeMinutes: 30,
    });
    expect(form.action).toBe(`${sandbox.url}/api/payment-gateway/v1/payments/purchase`);
    expect(form.fields.amount).toBe('12.50');
    expect(Buffer.from(form.fields.return_url, 'base64').toString()).toBe(`${receiver.url}/pushback`);

    const page = await postMultipart('/api/payment-gateway/v1/payments/purchase', form.fields);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('id="pay"');
    expect(html).toContain('id="decline"');
    expect(html).toContain('id="cancel"');

    const paid = await postForm('/payway/checkout/action', { tran_id: id, action: 'pay' });
    const success = await paid.text();
    expect(success).toContain('Payment successful');
    expect(success).toContain('href="https://shop.example/orders/1"');
    expect(success).toContain('postMessage("payway_success"');

    const [pushback] = await receiver.waitFor(1);
    expect(pushback.json).toMatchObject({ tran_id: id, status: '0' });
    const verified = client().verifyPushback(pushback.headers as Record<string, string>, pushback.body);
    expect(verified).toMatchObject({ ok: true, signed: true, pushback: { tranId: id, paid: true } });

    const status = await client().checkTransaction(id);
    expect(status).toMatchObject({
      status: 'APPROVED',
      paid: true,
      statusCode: 0,
      original: usd(1250),
      payment: usd(1250),
    });
    expect(status.apv).toMatch(/^\d{6}$/);
    expect(status.transactionDate).toBeInstanceOf(Date);
  });

  it('cancel posts close_payway_modal to the parent page and links back to cancel_url, leaving the payment PENDING', async () => {
    const id = tranId();
    const form = client().buildPurchaseForm({
      tranId: id,
      amount: usd(500),
      cancelUrl: 'https://shop.example/cart',
    });
    expect((await postMultipart('/api/payment-gateway/v1/payments/purchase', form.fields)).status).toBe(200);
    const cancelled = await (
      await postForm('/payway/checkout/action', { tran_id: id, action: 'cancel' })
    ).text();
    expect(cancelled).toContain("postMessage('close_payway_modal'");
    expect(cancelled).toContain('https://shop.example/cart');
    expect((await client().checkTransaction(id)).status).toBe('PENDING');
  });

  it('accepts the hash with and without view_type/payment_gate, and the form-urlencoded post too', async () => {
    for (const hashViewTypeAndPaymentGate of [true, false]) {
      const form = client({ hashViewTypeAndPaymentGate }).buildPurchaseForm({
        tranId: tranId(),
        amount: usd(300),
        viewType: 'popup',
        paymentGate: 0,
      });
      const response = await postForm('/api/payment-gateway/v1/payments/purchase', form.fields);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('id="pay"');
    }
  });

  it('rejects a wrong hash with code 1 inside an HTTP 403', async () => {
    const form = client({ apiKey: 'not-the-key' }).buildPurchaseForm({ tranId: tranId(), amount: usd(300) });
    const response = await postMultipart('/api/payment-gateway/v1/payments/purchase', form.fields);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ status: { code: '1', message: 'Wrong hash' } });
  });

  it('declines on the page, and by magic amount .13; keeps .17 pending; no pushback for either', async () => {
    const declinedByPayer = tranId();
    await postMultipart(
      '/api/payment-gateway/v1/payments/purchase',
      client().buildPurchaseForm({
        tranId: declinedByPayer,
        amount: usd(700),
        returnUrl: `${receiver.url}/pushback`,
      }).fields,
    );
    await postForm('/payway/checkout/action', { tran_id: declinedByPayer, action: 'decline' });
    expect((await client().checkTransaction(declinedByPayer)).status).toBe('DECLINED');

    const declined = tranId();
    const pending = tranId();
    await khqr(declined, 1013);
    await khqr(pending, 1017);
    expect((await jsonOf(await pay(declined))).payment_status).toBe('DECLINED');
    expect((await jsonOf(await pay(pending))).payment_status).toBe('PENDING');
    expect(await client().checkTransaction(declined)).toMatchObject({
      status: 'DECLINED',
      statusCode: 3,
      paid: false,
    });
    expect(await client().checkTransaction(pending)).toMatchObject({
      status: 'PENDING',
      statusCode: 2,
      paid: false,
    });
    await pause(200);
    expect(receiver.received).toHaveLength(0);
  });
});

describe('PayWay purchase validation', () => {
  it('refuses a duplicate tran_id with code 4, also when the profile answers errors as HTTP 403', async () => {
    const id = tranId();
    await khqr(id);
    const duplicate = await rejection(khqr(id));
    expect(duplicate).toMatchObject({ code: 'DUPLICATE_TRAN_ID', retryable: false, httpStatus: 200 });
    expect(duplicate.options.details).toMatchObject({ paywayCode: '4' });

    configurePayway(sandbox.ctx, { errorsAsHttp403: true });
    const forbidden = await rejection(khqr(id));
    expect(forbidden).toMatchObject({ code: 'DUPLICATE_TRAN_ID', httpStatus: 403 });
  });

  it('applies the KHR rules: integer riels accepted, below 100 is 47, decimals are 46', async () => {
    const ok = await client().createKhqr({
      tranId: tranId(),
      amount: { amountMinor: 40000, currency: 'KHR' },
    });
    expect(ok.qrString).toContain('5303116');
    const small = await rejection(
      client().createKhqr({ tranId: tranId(), amount: { amountMinor: 99, currency: 'KHR' } }),
    );
    expect(small).toMatchObject({ code: 'KHR_BELOW_MINIMUM' });

    const fields: Record<string, string> = {
      req_time: paywayRequestTime(new Date()),
      merchant_id: MERCHANT,
      tran_id: tranId(),
      amount: '100.50',
      currency: 'KHR',
    };
    fields.hash = purchaseHash(API_KEY, fields, false);
    const response = await postMultipart('/api/payment-gateway/v1/payments/purchase', fields);
    expect((await jsonOf(response)).status).toMatchObject({ code: '46' });
  });

  it('refuses a tran_id over 20 characters (2) and a zero amount (45)', async () => {
    expect(await rejection(khqr('X'.repeat(21)))).toMatchObject({ code: 'INVALID_TRAN_ID' });
    expect(await rejection(khqr(tranId(), 0))).toMatchObject({ code: 'ZERO_AMOUNT' });
  });

  it('answers 405 to a GET on an API path', async () => {
    const response = await fetch(`${sandbox.url}/api/payment-gateway/v1/payments/check-transaction-2`);
    expect(response.status).toBe(405);
  });
});

describe('PayWay KHQR', () => {
  it('returns the KHQR JSON (camelCase or snake_case) and a bank-app page that pays it', async () => {
    const id = tranId();
    const qr = await khqr(id, 1050, { deeplink: true });
    expect(qr.tranId).toBe(id);
    expect(qr.qrString).toMatch(/^000201.*6304[0-9A-F]{4}$/);
    expect(qr.qrImage).toMatch(/^data:image\/png;base64,/);
    expect(qr.deeplink).toMatch(/^abamobilebank:\/\/ababank.com\?type=payway&qrcode=/);
    expect(qr.checkoutQrUrl).toBe(`${sandbox.url}/payway/bank-app?tran_id=${id}`);

    const bankApp = await (await fetch(qr.checkoutQrUrl as string)).text();
    expect(bankApp).toContain('<img alt="KHQR"');
    const paid = await (await postForm('/payway/bank-app/action', { tran_id: id, action: 'pay' })).text();
    expect(paid).toContain('Payment successful');
    await receiver.waitFor(1);
    expect((await client().checkTransaction(id)).paid).toBe(true);

    configurePayway(sandbox.ctx, { khqrSnakeCase: true });
    expect((await khqr(tranId())).qrString).toMatch(/^000201/);
  });

  it('answers code 6 right after creation: NOT_FOUND without retries, found after retrying', async () => {
    configurePayway(sandbox.ctx, { notFoundLagMs: 700 });
    const id = tranId();
    await khqr(id);
    expect((await client().checkTransaction(id)).status).toBe('NOT_FOUND');
    const retrying = client({ notFoundRetry: { attempts: 6, delayMs: 200 } });
    expect((await retrying.checkTransaction(id)).status).toBe('PENDING');
    expect(logLines.some((line) => line.event === 'not-found-retry' && line.tranId === id)).toBe(true);
  });

  it('expires an unpaid transaction after its lifetime: reported CANCELLED, payment refused with 54', async () => {
    const id = tranId();
    await khqr(id, 1050, { lifetimeMinutes: 3 });
    configurePayway(sandbox.ctx, { clockOffsetMs: 4 * 60_000 });
    expect((await client().checkTransaction(id)).status).toBe('CANCELLED');
    const refused = await pay(id);
    expect(refused.status).toBe(409);
    expect((await jsonOf(refused)).code).toBe('54');
  });

  it('check-transaction-2 covers 7 days only; transaction-detail any age', async () => {
    const id = tranId();
    await khqr(id);
    await pay(id);
    configurePayway(sandbox.ctx, { clockOffsetMs: 8 * 24 * 3600_000 });
    expect((await client().checkTransaction(id)).status).toBe('NOT_FOUND');
    const detail = await client().transactionDetail(id);
    expect(detail).toMatchObject({ status: 'APPROVED', paymentType: 'KHQR' });
    expect(detail.operations).toEqual([expect.objectContaining({ status: 'Completed', amountMinor: 1050 })]);
  });

  it('close-transaction cancels an unpaid KHQR: no payment and no pushback afterwards', async () => {
    const id = tranId();
    await khqr(id);
    await client().closeTransaction(id);
    expect((await client().checkTransaction(id)).status).toBe('CANCELLED');
    expect((await pay(id)).status).toBe(409);
    await pause(150);
    expect(receiver.received).toHaveLength(0);

    const paidId = tranId();
    await khqr(paidId);
    await pay(paidId);
    expect(await rejection(client().closeTransaction(paidId))).toMatchObject({
      code: 'INVALID_TRANSACTION_STATUS',
    });
    expect(await rejection(client().closeTransaction('NOPE-1'))).toMatchObject({
      code: 'TRANSACTION_NOT_FOUND',
    });
  });

  it('generate-qr succeeds with code "0", refuses a reused tran_id with code 403, calls back with status "00"', async () => {
    const id = tranId();
    const qr = await client().generateQr({
      tranId: id,
      amount: usd(990),
      lifetimeMinutes: 10,
      callbackUrl: `${receiver.url}/qr-callback`,
    });
    expect(qr).toMatchObject({ amount: usd(990) });
    expect(qr.qrString).toMatch(/^000201/);
    const duplicate = await rejection(
      client().generateQr({ tranId: id, amount: usd(990), lifetimeMinutes: 10 }),
    );
    expect(duplicate).toMatchObject({ code: 'DUPLICATE_TRAN_ID', httpStatus: 403 });

    await pay(id);
    const [callback] = await receiver.waitFor(1);
    expect(callback.path).toBe('/qr-callback');
    expect(callback.json).toMatchObject({ tran_id: id, status: '00' });
    const verified = client().verifyPushback(callback.headers as Record<string, string>, callback.body);
    expect(verified).toMatchObject({ ok: true, pushback: { paid: true } });
  });
});

describe('PayWay pushback knobs', () => {
  const paidPushback = async (): Promise<string> => {
    const id = tranId();
    await khqr(id);
    await pay(id);
    return id;
  };

  it('unsigned: refused unless acceptUnsignedPushback', async () => {
    configurePayway(sandbox.ctx, { pushback: { unsigned: true } });
    await paidPushback();
    const [pushback] = await receiver.waitFor(1);
    expect(pushback.headers['x-payway-hmac-sha512']).toBeUndefined();
    expect(client().verifyPushback(pushback.headers as Record<string, string>, pushback.body)).toEqual({
      ok: false,
      reason: 'UNSIGNED',
    });
    const lenient = client({ acceptUnsignedPushback: true }).verifyPushback({}, pushback.body);
    expect(lenient).toMatchObject({ ok: true, signed: false, pushback: { paid: true } });
  });

  it('badly signed: BAD_SIGNATURE', async () => {
    configurePayway(sandbox.ctx, { pushback: { badSignature: true } });
    await paidPushback();
    const [pushback] = await receiver.waitFor(1);
    expect(pushback.headers['x-payway-hmac-sha512']).toBeDefined();
    expect(client().verifyPushback(pushback.headers as Record<string, string>, pushback.body)).toEqual({
      ok: false,
      reason: 'BAD_SIGNATURE',
    });
  });

  it('duplicated: the same signed body arrives twice', async () => {
    configurePayway(sandbox.ctx, { pushback: { duplicate: 1 } });
    const id = await paidPushback();
    const [first, second] = await receiver.waitFor(2);
    expect(first.body).toBe(second.body);
    expect(first.json).toMatchObject({ tran_id: id });
    for (const copy of [first, second]) {
      expect(client().verifyPushback(copy.headers as Record<string, string>, copy.body).ok).toBe(true);
    }
  });

  it('delayed and dropped', async () => {
    configurePayway(sandbox.ctx, { pushback: { delayMs: 400 } });
    await paidPushback();
    await pause(150);
    expect(receiver.received).toHaveLength(0);
    await receiver.waitFor(1);

    receiver.clear();
    configurePayway(sandbox.ctx, { pushback: { drop: true } });
    const dropped = await paidPushback();
    await pause(200);
    expect(receiver.received).toHaveLength(0);
    expect((await client().checkTransaction(dropped)).paid).toBe(true);
  });

  it('legacy numeric status 0 still counts as paid', async () => {
    configurePayway(sandbox.ctx, { pushback: { statusAsNumber: true } });
    await paidPushback();
    const [pushback] = await receiver.waitFor(1);
    expect((pushback.json as { status: unknown }).status).toBe(0);
    expect(client().verifyPushback(pushback.headers as Record<string, string>, pushback.body)).toMatchObject({
      ok: true,
      pushback: { paid: true },
    });
  });
});

describe('PayWay refund, exchange rate, legacy APIs', () => {
  it('refunds partially then fully with RSA merchant_auth; refuses more than paid with PTL37', async () => {
    const id = tranId();
    await khqr(id, 2000);
    await pay(id);
    const partial = await client().refund({ tranId: id, amount: usd(500) });
    expect(partial).toEqual({
      grandTotalMinor: 2000,
      totalRefundedMinor: 500,
      currency: 'USD',
      transactionStatus: 'REFUNDED',
    });
    expect(await rejection(client().refund({ tranId: id, amount: usd(1600) }))).toMatchObject({
      code: 'REFUND_EXCEEDS_AMOUNT',
    });
    expect((await client().refund({ tranId: id, amount: usd(1500) })).totalRefundedMinor).toBe(2000);
    expect(await client().checkTransaction(id)).toMatchObject({
      status: 'REFUNDED',
      statusCode: 4,
      refundedMinor: 2000,
    });
  });

  it('refund: wrong key PTL02, unpaid PTL57, disabled 404, missing RSA key NOT_CONFIGURED', async () => {
    const id = tranId();
    await khqr(id);
    expect(
      await rejection(client({ apiKey: 'wrong' }).refund({ tranId: id, amount: usd(100) })),
    ).toMatchObject({
      code: 'WRONG_HASH',
      httpStatus: 403,
    });
    expect(await rejection(client().refund({ tranId: id, amount: usd(100) }))).toMatchObject({
      code: 'REFUND_NOT_POSSIBLE',
    });
    configurePayway(sandbox.ctx, { refundEnabled: false });
    expect(await rejection(client().refund({ tranId: id, amount: usd(100) }))).toMatchObject({
      code: 'REFUND_NOT_ENABLED',
    });
    expect(
      await rejection(client({ rsaPublicKey: undefined }).refund({ tranId: id, amount: usd(100) })),
    ).toMatchObject({
      code: 'NOT_CONFIGURED',
    });
  });

  it('reads the exchange rates; check with a wrong key is code 5 in an HTTP 403', async () => {
    const rates = await client().exchangeRate();
    expect(rates.USD.sell).toBeGreaterThan(rates.USD.buy);
    const wrong = await rejection(client({ apiKey: 'wrong' }).checkTransaction('ANY'));
    expect(wrong).toMatchObject({ code: 'WRONG_HASH', httpStatus: 403 });
    expect(wrong.options.details).toMatchObject({ paywayCode: '5' });
  });

  it('serves the legacy check-transaction and transaction-list-2', async () => {
    const id = tranId();
    await khqr(id, 4321);
    await pay(id);
    const reqTime = paywayRequestTime(new Date());
    const legacy = await postForm('/api/payment-gateway/v1/payments/check-transaction', {
      req_time: reqTime,
      merchant_id: MERCHANT,
      tran_id: id,
      hash: checkHash(API_KEY, reqTime, MERCHANT, id),
    });
    expect(await legacy.json()).toMatchObject({ status: 0, description: 'approved', amount: 43.21 });

    const list: Record<string, string> = {
      req_time: reqTime,
      merchant_id: MERCHANT,
      status: 'APPROVED',
      page: '1',
      pagination: '5',
    };
    const order = [
      'req_time',
      'merchant_id',
      'from_date',
      'to_date',
      'from_amount',
      'to_amount',
      'status',
      'page',
      'pagination',
    ];
    list.hash = hashFields(API_KEY, list, order);
    const listed = await jsonOf(
      await fetch(`${sandbox.url}/api/payment-gateway/v1/payments/transaction-list-2`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(list),
      }),
    );
    expect(listed.status).toMatchObject({ code: '00' });
    const rows = listed.data as unknown[];
    expect(rows.length).toBeLessThanOrEqual(5);
    expect(rows[0]).toMatchObject({ transaction_id: id, payment_status: 'APPROVED' });
  });

  it('serves checkout2-0.js with AbaPayway.checkout posting into the aba_webservice iframe', async () => {
    const script = await (await fetch(`${sandbox.url}/plugins/checkout2-0.js`)).text();
    expect(script).toContain('window.AbaPayway = {');
    expect(script).toContain("iframe.name = 'aba_webservice'");
    expect(script).toContain("getElementById('aba_merchant_request')");
  });
});

describe('PayWay faults, persistence and logging', () => {
  it('an injected 500 is a retryable error; a timeout after commit is outcome-unknown and the work was done', async () => {
    sandbox.ctx.faults.payway.failNext = 1;
    const failed = await rejection(client().checkTransaction('ANY'));
    expect(failed).toMatchObject({ code: 'GATEWAY_INTERNAL_ERROR', retryable: true, httpStatus: 500 });

    sandbox.ctx.faults.payway.timeoutNext = 1;
    const id = tranId();
    const timedOut = await rejection(client({ timeoutMs: 300 }).createKhqr({ tranId: id, amount: usd(100) }));
    // HttpClient reports TIMEOUT in production; under jest the DOMException fails its `instanceof Error`
    // check (another realm) and it says NETWORK, with the same retryable/outcome-unknown flags.
    expect(timedOut).toMatchObject({ retryable: true, outcomeUnknown: true });
    expect(timedOut.message).toMatch(/timed out|timeout/);
    expect((await client().checkTransaction(id)).status).toBe('PENDING');
  });

  it('keeps transactions across a restart when a data dir is set', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'payway-sandbox-'));
    try {
      const first = await startProviderSandbox({ dataDir });
      const id = tranId();
      const settings = { baseUrl: first.url, merchantId: MERCHANT, apiKey: API_KEY, timeoutMs: 3000 };
      const flags = { hashViewTypeAndPaymentGate: false, acceptUnsignedPushback: false };
      await new PaywayClient({ ...settings, ...flags }).createKhqr({ tranId: id, amount: usd(800) });
      await first.close();
      const second = await startProviderSandbox({ dataDir });
      configurePayway(second.ctx, { notFoundLagMs: 0 });
      const status = await new PaywayClient({ ...settings, ...flags, baseUrl: second.url }).checkTransaction(
        id,
      );
      await second.close();
      expect(status).toMatchObject({ status: 'PENDING', original: usd(800) });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('never logs the api key or a hash', async () => {
    const id = tranId();
    const form = client().buildPurchaseForm({ tranId: id, amount: usd(100) });
    await khqr(id);
    await client().checkTransaction(id);
    const logged = JSON.stringify(logLines);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logged).not.toContain(API_KEY);
    expect(logged).not.toContain(form.fields.hash);
  });
});

describe('PayWay inside the full sandbox', () => {
  it('is driven through /__control/payway (knobs, pay action) next to the other providers', async () => {
    const full = await startSandbox({
      port: 0,
      host: '127.0.0.1',
      smtpPort: 0,
      seed: 'test',
      publicUrl: 'http://127.0.0.1',
    });
    try {
      const control = (method: string, path: string, body?: unknown) =>
        fetch(`${full.url}/__control/payway${path}`, {
          method,
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      const patched = await control('PUT', '', { notFoundLagMs: 0, pushback: { unsigned: true } });
      expect(await jsonOf(patched)).toMatchObject({
        notFoundLagMs: 0,
        pushback: { unsigned: true, drop: false },
      });
      const typo = await control('PUT', '', { pushback: { dropp: true } });
      expect(typo.status).toBe(400);
      expect(await jsonOf(typo)).toMatchObject({ field: 'pushback.dropp' });

      const paywayClient = client({ baseUrl: full.url });
      const id = tranId();
      await paywayClient.createKhqr({ tranId: id, amount: usd(600) });
      const paid = await control('POST', '/pay', { tran_id: id });
      expect(await jsonOf(paid)).toMatchObject({ tran_id: id, payment_status: 'APPROVED' });
      expect((await paywayClient.checkTransaction(id)).paid).toBe(true);
      expect((await control('POST', '/pay', { tran_id: id })).status).toBe(400);
    } finally {
      await full.close();
    }
  });
});
