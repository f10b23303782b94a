import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configurePaypal, resetPaypal } from '../../../apps/sandbox/src/paypal/paypal.behaviour';
import { getPaypalStore } from '../../../apps/sandbox/src/paypal/paypal.store';
import { startSandbox } from '../../../apps/sandbox/src/sandbox';
import { ProviderError } from '../../../libs/providers/src/http/provider-error';
import {
  PAYER_RECOVERABLE_ISSUES,
  PaypalClient,
  PaypalLogLine,
  PaypalOrder,
  PaypalSettings,
} from '../../../libs/providers/src/paypal';
import { pause, Received, Receiver } from './payway-paypal-receiver';
import { ProviderSandbox, startProviderSandbox } from './payway-paypal-sandbox';

const SECRET = 'sandbox-client-secret';
let sandbox: ProviderSandbox;
let webhooks: Receiver;
let logLines: PaypalLogLine[];
let sequence = 0;

const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });
const uniqueId = (prefix: string): string => `${prefix}:${Date.now().toString(36)}:${(sequence += 1)}`;

function client(overrides: Partial<PaypalSettings> = {}): PaypalClient {
  return new PaypalClient({
    baseUrl: sandbox.url,
    clientId: 'sandbox-client-id',
    clientSecret: SECRET,
    webhookId: 'WH-SANDBOX',
    timeoutMs: 3000,
    logger: (line) => logLines.push(line),
    ...overrides,
  });
}

async function rejection(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ProviderError)) throw new Error(`expected a ProviderError, got ${String(error)}`);
  return error;
}

const newOrder = (
  paypal: PaypalClient,
  amountMinor: number,
  extra: Record<string, unknown> = {},
): Promise<PaypalOrder> =>
  paypal.createOrder({
    amount: usd(amountMinor),
    referenceId: 'default',
    customId: 'payment-42',
    invoiceId: uniqueId('inv'),
    description: 'Thailand 10 GB eSIM',
    returnUrl: 'https://shop.example/paypal/return',
    cancelUrl: 'https://shop.example/paypal/cancel',
    brandName: 'Derleng eSIM',
    ...extra,
  });

/** The buyer clicks Approve on the sandbox page: returns the redirect Location. */
async function approve(order: PaypalOrder): Promise<string> {
  const page = await fetch(order.approveUrl as string);
  expect(await page.text()).toContain('id="approve"');
  const response = await fetch(`${sandbox.url}/paypal/checkout/approve`, {
    method: 'POST',
    body: new URLSearchParams({ token: order.id }),
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
  return response.headers.get('location') as string;
}

const eventsOf = (received: Received[]): string[] =>
  received.map((r) => (r.json as { event_type: string }).event_type);

beforeAll(async () => {
  sandbox = await startProviderSandbox();
  webhooks = await new Receiver().start();
});

afterAll(async () => {
  await sandbox.close();
  await webhooks.close();
});

beforeEach(() => {
  resetPaypal(sandbox.ctx);
  webhooks.clear();
  logLines = [];
});

describe('PayPal token', () => {
  it('caches the token across calls and re-fetches once after a 401 invalid_token', async () => {
    const paypal = client();
    const store = getPaypalStore(sandbox.ctx);
    const before = store.tokensIssued;
    const order = await newOrder(paypal, 1000);
    await paypal.getOrder(order.id);
    expect(store.tokensIssued - before).toBe(1);

    configurePaypal(sandbox.ctx, { expireTokensNow: true });
    expect((await paypal.getOrder(order.id)).id).toBe(order.id);
    expect(store.tokensIssued - before).toBe(2);
    expect(logLines.filter((line) => line.event === 'token-refetch')).toHaveLength(1);
  });

  it('refreshes shortly before expires_in runs out', async () => {
    let now = 1_000_000;
    const paypal = client({ now: () => now, tokenRefreshMarginSec: 300 });
    const store = getPaypalStore(sandbox.ctx);
    const before = store.tokensIssued;
    const order = await newOrder(paypal, 1000);
    now += (32400 - 301) * 1000;
    await paypal.getOrder(order.id);
    expect(store.tokensIssued - before).toBe(1);
    now += 2000;
    await paypal.getOrder(order.id);
    expect(store.tokensIssued - before).toBe(2);
  });

  it('a wrong client secret is a permanent AUTHENTICATION_FAILURE', async () => {
    const error = await rejection(client({ clientSecret: 'wrong' }).getOrder('X'));
    expect(error).toMatchObject({ code: 'AUTHENTICATION_FAILURE', retryable: false, httpStatus: 401 });
  });
});

describe('PayPal order lifecycle', () => {
  it('creates, is approved on the sandbox page, captures COMPLETED, and sends verifiable webhooks', async () => {
    configurePaypal(sandbox.ctx, { webhookUrl: `${webhooks.url}/paypal/webhooks` });
    const paypal = client();
    const order = await newOrder(paypal, 1250, {
      items: [{ name: 'eSIM', quantity: 2, unitAmountMinor: 625 }],
    });
    expect(order.status).toBe('PAYER_ACTION_REQUIRED');
    expect(order.approveUrl).toBe(`${sandbox.url}/paypal/checkout/approve?token=${order.id}`);

    const location = new URL(await approve(order));
    expect(`${location.origin}${location.pathname}`).toBe('https://shop.example/paypal/return');
    expect(location.searchParams.get('token')).toBe(order.id);
    const payerId = location.searchParams.get('PayerID');
    expect(payerId).toMatch(/^[A-Z0-9]{13}$/);
    expect(await paypal.getOrder(order.id)).toMatchObject({ status: 'APPROVED', payerId });

    const result = await paypal.captureOrder(order.id, { requestId: uniqueId('capture') });
    expect(result).toMatchObject({
      status: 'COMPLETED',
      alreadyCaptured: false,
      order: { status: 'COMPLETED' },
    });
    expect(result.capture).toMatchObject({ status: 'COMPLETED', amount: usd(1250), customId: 'payment-42' });

    const received = await webhooks.waitFor(3);
    expect(eventsOf(received)).toEqual([
      'CHECKOUT.ORDER.APPROVED',
      'PAYMENT.CAPTURE.COMPLETED',
      'CHECKOUT.ORDER.COMPLETED',
    ]);
    const capture = received[1];
    expect(capture.json).toMatchObject({
      resource: { id: result.capture.id, supplementary_data: { related_ids: { order_id: order.id } } },
    });
    for (const name of [
      'paypal-transmission-id',
      'paypal-transmission-time',
      'paypal-transmission-sig',
      'paypal-cert-url',
      'paypal-auth-algo',
    ]) {
      expect(capture.headers[name]).toBeTruthy();
    }
    const headers = capture.headers as Record<string, string>;
    expect(await paypal.verifyWebhookSignature(headers, capture.body)).toBe(true);
    expect(await paypal.verifyWebhookSignature(headers, capture.body.replace('COMPLETED', 'DECLINED'))).toBe(
      false,
    );
    expect(
      await paypal.verifyWebhookSignature({ ...headers, 'paypal-transmission-sig': '' }, capture.body),
    ).toBe(false);
  });

  it('cancel redirects to cancel_url?token= and leaves the order unapproved; capture is ORDER_NOT_APPROVED', async () => {
    const paypal = client();
    const order = await newOrder(paypal, 900);
    const response = await fetch(`${sandbox.url}/paypal/checkout/cancel`, {
      method: 'POST',
      body: new URLSearchParams({ token: order.id }),
      redirect: 'manual',
    });
    expect(response.headers.get('location')).toBe(`https://shop.example/paypal/cancel?token=${order.id}`);
    const error = await rejection(paypal.captureOrder(order.id, { requestId: uniqueId('capture') }));
    expect(error).toMatchObject({ code: 'ORDER_NOT_APPROVED', retryable: false, httpStatus: 422 });
  });

  it('replays a capture by PayPal-Request-Id, resolves ORDER_ALREADY_CAPTURED with a GET, and forgets ids after 6 h', async () => {
    const paypal = client();
    const store = getPaypalStore(sandbox.ctx);
    const order = await newOrder(paypal, 2000);
    await approve(order);
    const requestId = uniqueId('capture');
    const first = await paypal.captureOrder(order.id, { requestId });
    const replay = await paypal.captureOrder(order.id, { requestId });
    expect(replay).toMatchObject({
      status: 'COMPLETED',
      alreadyCaptured: false,
      capture: { id: first.capture.id },
    });
    expect(store.orders.get(order.id)?.captureIds).toHaveLength(1);

    const other = await paypal.captureOrder(order.id, { requestId: uniqueId('capture') });
    expect(other).toMatchObject({
      status: 'COMPLETED',
      alreadyCaptured: true,
      capture: { id: first.capture.id },
    });
    expect(logLines.some((line) => line.event === 'already-captured')).toBe(true);

    configurePaypal(sandbox.ctx, { clockOffsetMs: 7 * 3600_000 });
    const late = await paypal.captureOrder(order.id, { requestId });
    expect(late).toMatchObject({ alreadyCaptured: true, capture: { id: first.capture.id } });
  });

  it('a capture that commits then times out is completed by a retry with the same PayPal-Request-Id', async () => {
    const paypal = client();
    const order = await newOrder(paypal, 3000);
    await approve(order);
    await paypal.getOrder(order.id); // token cached before the fault
    sandbox.ctx.faults.paypal.timeoutNext = 1;
    const requestId = uniqueId('capture');
    const timedOut = await rejection(client({ timeoutMs: 300 }).captureOrder(order.id, { requestId }));
    expect(timedOut).toMatchObject({ retryable: true, outcomeUnknown: true });
    const retried = await paypal.captureOrder(order.id, { requestId });
    expect(retried).toMatchObject({ status: 'COMPLETED', alreadyCaptured: false });
    expect(getPaypalStore(sandbox.ctx).orders.get(order.id)?.captureIds).toEqual([retried.capture.id]);
  });

  it('replays order creation by PayPal-Request-Id', async () => {
    const paypal = client();
    const requestId = uniqueId('order');
    const first = await newOrder(paypal, 1500, { requestId });
    const second = await newOrder(paypal, 1500, { requestId });
    expect(second.id).toBe(first.id);
    expect((await newOrder(paypal, 1500, { requestId: uniqueId('order') })).id).not.toBe(first.id);
  });

  it('an injected 500 is a retryable INTERNAL_SERVER_ERROR', async () => {
    const paypal = client();
    await newOrder(paypal, 1000);
    sandbox.ctx.faults.paypal.failNext = 1;
    expect(await rejection(paypal.getOrder('ANY'))).toMatchObject({
      code: 'INTERNAL_SERVER_ERROR',
      retryable: true,
    });
  });
});

describe('PayPal validation and capture issues', () => {
  it('rejects AMOUNT_MISMATCH, CURRENCY_NOT_SUPPORTED and zero amounts with PayPal error bodies', async () => {
    const paypal = client();
    const mismatch = await rejection(
      newOrder(paypal, 1000, { items: [{ name: 'eSIM', quantity: 1, unitAmountMinor: 900 }] }),
    );
    expect(mismatch).toMatchObject({ code: 'AMOUNT_MISMATCH', retryable: false, httpStatus: 422 });
    expect(mismatch.options.details).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      issue: 'AMOUNT_MISMATCH',
    });
    expect((mismatch.options.details as { debugId?: string }).debugId).toMatch(/^[0-9a-f]{13}$/);
    const khr = await rejection(
      paypal.createOrder({
        amount: { amountMinor: 40000, currency: 'KHR' },
        returnUrl: 'https://a.example',
        cancelUrl: 'https://a.example',
      }),
    );
    expect(khr.code).toBe('CURRENCY_NOT_SUPPORTED');
    expect((await rejection(newOrder(paypal, 0))).code).toBe('CANNOT_BE_ZERO_OR_NEGATIVE');
  });

  it.each([
    [1013, 'INSTRUMENT_DECLINED', true],
    [1014, 'PAYER_CANNOT_PAY', false],
    [1015, 'TRANSACTION_REFUSED', false],
  ])('magic amount %i fails the capture with 422 %s', async (amount, issue, recoverable) => {
    const paypal = client();
    const order = await newOrder(paypal, amount);
    await approve(order);
    const error = await rejection(paypal.captureOrder(order.id, { requestId: uniqueId('capture') }));
    expect(error).toMatchObject({ code: issue, retryable: false, httpStatus: 422 });
    expect(PAYER_RECOVERABLE_ISSUES.has(error.code)).toBe(recoverable);
    expect((await paypal.getOrder(order.id)).status).toBe('APPROVED');
  });

  it('magic amount .17 captures PENDING; settling it later sends PAYMENT.CAPTURE.COMPLETED', async () => {
    configurePaypal(sandbox.ctx, { webhookUrl: `${webhooks.url}/hook` });
    const paypal = client();
    const order = await newOrder(paypal, 1017);
    await approve(order);
    const result = await paypal.captureOrder(order.id, { requestId: uniqueId('capture') });
    expect(result).toMatchObject({
      status: 'PENDING',
      capture: { status: 'PENDING', pendingReason: 'PENDING_REVIEW' },
    });
    await webhooks.waitFor(2);
    expect(eventsOf(webhooks.received)).toEqual(['CHECKOUT.ORDER.APPROVED', 'PAYMENT.CAPTURE.PENDING']);

    const settled = await fetch(`${sandbox.url}/__paypal/captures/${result.capture.id}/complete`, {
      method: 'POST',
    });
    expect(settled.status).toBe(200);
    const received = await webhooks.waitFor(3);
    expect(eventsOf(received)[2]).toBe('PAYMENT.CAPTURE.COMPLETED');
    expect((await paypal.getOrder(order.id)).captures[0].status).toBe('COMPLETED');
  });

  it('magic amount .18 declines the capture: CAPTURE_DECLINED and PAYMENT.CAPTURE.DENIED', async () => {
    configurePaypal(sandbox.ctx, { webhookUrl: `${webhooks.url}/hook` });
    const paypal = client();
    const order = await newOrder(paypal, 1018);
    await approve(order);
    const error = await rejection(paypal.captureOrder(order.id, { requestId: uniqueId('capture') }));
    expect(error).toMatchObject({ code: 'CAPTURE_DECLINED', retryable: false });
    const received = await webhooks.waitFor(2);
    expect(eventsOf(received)[1]).toBe('PAYMENT.CAPTURE.DENIED');
  });
});

describe('PayPal refunds and webhook knobs', () => {
  async function captured(paypal: PaypalClient, amountMinor: number): Promise<string> {
    const order = await newOrder(paypal, amountMinor);
    await approve(order);
    return (await paypal.captureOrder(order.id, { requestId: uniqueId('capture') })).capture.id;
  }

  it('refunds partially, replays by Request-Id, refuses more than is left, then refunds the rest', async () => {
    configurePaypal(sandbox.ctx, { webhookUrl: `${webhooks.url}/hook` });
    const paypal = client();
    const captureId = await captured(paypal, 2500);
    const requestId = uniqueId('refund');
    const partial = await paypal.refundCapture(captureId, { amount: usd(1000), requestId });
    expect(partial).toMatchObject({ status: 'COMPLETED', amount: usd(1000) });
    expect((await paypal.refundCapture(captureId, { amount: usd(1000), requestId })).id).toBe(partial.id);
    const exceeded = await rejection(
      paypal.refundCapture(captureId, { amount: usd(1600), requestId: uniqueId('refund') }),
    );
    expect(exceeded).toMatchObject({ code: 'REFUND_AMOUNT_EXCEEDED', retryable: false });
    const rest = await paypal.refundCapture(captureId, { requestId: uniqueId('refund') });
    expect(rest.amount).toEqual(usd(1500));
    const again = await rejection(paypal.refundCapture(captureId, { requestId: uniqueId('refund') }));
    expect(again.code).toBe('CAPTURE_FULLY_REFUNDED');
    const received = await webhooks.waitFor(5);
    expect(eventsOf(received).filter((type) => type === 'PAYMENT.CAPTURE.REFUNDED')).toHaveLength(2);
  });

  it('a badly signed webhook fails verification; a duplicated one arrives twice with the same event id', async () => {
    configurePaypal(sandbox.ctx, {
      webhookUrl: `${webhooks.url}/hook`,
      webhookBadSignature: true,
      webhookDuplicate: 1,
    });
    const paypal = client();
    const order = await newOrder(paypal, 1100);
    await approve(order);
    const [first, second] = await webhooks.waitFor(2);
    expect((first.json as { id: string }).id).toBe((second.json as { id: string }).id);
    expect(first.headers['paypal-transmission-id']).not.toBe(second.headers['paypal-transmission-id']);
    expect(await paypal.verifyWebhookSignature(first.headers as Record<string, string>, first.body)).toBe(
      false,
    );
  });

  it('sends no webhook when no webhookUrl is configured', async () => {
    const paypal = client();
    await approve(await newOrder(paypal, 1200));
    await pause(150);
    expect(webhooks.received).toHaveLength(0);
  });
});

describe('PayPal persistence and logging', () => {
  it('keeps orders across a restart when a data dir is set', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'paypal-sandbox-'));
    try {
      const first = await startProviderSandbox({ dataDir });
      const settings = {
        clientId: 'sandbox-client-id',
        clientSecret: SECRET,
        webhookId: 'WH-SANDBOX',
        timeoutMs: 3000,
      };
      const order = await newOrder(new PaypalClient({ ...settings, baseUrl: first.url }), 1999);
      await first.close();
      const second = await startProviderSandbox({ dataDir });
      const again = await new PaypalClient({ ...settings, baseUrl: second.url }).getOrder(order.id);
      await second.close();
      expect(again).toMatchObject({
        id: order.id,
        status: 'PAYER_ACTION_REQUIRED',
        purchaseUnits: [{ amount: usd(1999) }],
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('never logs the client secret or an access token', async () => {
    const paypal = client();
    const order = await newOrder(paypal, 1000);
    await approve(order);
    await paypal.captureOrder(order.id, { requestId: uniqueId('capture') });
    const logged = JSON.stringify(logLines);
    expect(logLines.length).toBeGreaterThan(2);
    expect(logged).not.toContain(SECRET);
    for (const token of getPaypalStore(sandbox.ctx).tokens.keys()) expect(logged).not.toContain(token);
  });
});

describe('PayPal inside the full sandbox', () => {
  it('is driven through /__control/paypal (approve action, token expiry)', async () => {
    const full = await startSandbox({
      port: 0,
      host: '127.0.0.1',
      smtpPort: 0,
      seed: 'test',
      publicUrl: 'http://127.0.0.1',
    });
    try {
      const control = (method: string, path: string, body: unknown) =>
        fetch(`${full.url}/__control/paypal${path}`, {
          method,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const paypal = client({ baseUrl: full.url });
      const order = await newOrder(paypal, 1000);
      const approved = await control('POST', '/approve', { order_id: order.id });
      expect(await approved.json()).toMatchObject({ id: order.id, status: 'APPROVED' });
      expect((await control('PUT', '', { expireTokensNow: true })).status).toBe(200);
      expect((await paypal.captureOrder(order.id, { requestId: uniqueId('capture') })).status).toBe(
        'COMPLETED',
      );
      expect(logLines.some((line) => line.event === 'token-refetch')).toBe(true);
      expect((await control('PUT', '', { tokenTtlSec: 'soon' })).status).toBe(400);
    } finally {
      await full.close();
    }
  });
});
