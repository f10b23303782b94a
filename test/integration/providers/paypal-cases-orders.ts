import { configurePaypal } from '../../../apps/sandbox/src/paypal/paypal.behaviour';
import { getPaypalStore } from '../../../apps/sandbox/src/paypal/paypal.store';
import { env, usd, uniqueId, client, rejection, newOrder, approve, eventsOf } from './paypal-env';

/** Token handling and the order lifecycle: create, approve, capture, Request-Id replay, faults. */
export function orderCases(): void {
  describe('PayPal token', () => {
    it('caches the token across calls and re-fetches once after a 401 invalid_token', async () => {
      const paypal = client();
      const store = getPaypalStore(env.sandbox.ctx);
      const before = store.tokensIssued;
      const order = await newOrder(paypal, 1000);
      await paypal.getOrder(order.id);
      expect(store.tokensIssued - before).toBe(1);

      configurePaypal(env.sandbox.ctx, { expireTokensNow: true });
      expect((await paypal.getOrder(order.id)).id).toBe(order.id);
      expect(store.tokensIssued - before).toBe(2);
      expect(env.logLines.filter((line) => line.event === 'token-refetch')).toHaveLength(1);
    });

    it('refreshes shortly before expires_in runs out', async () => {
      let now = 1_000_000;
      const paypal = client({ now: () => now, tokenRefreshMarginSec: 300 });
      const store = getPaypalStore(env.sandbox.ctx);
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
      configurePaypal(env.sandbox.ctx, { webhookUrl: `${env.webhooks.url}/paypal/webhooks` });
      const paypal = client();
      const order = await newOrder(paypal, 1250, {
        items: [{ name: 'eSIM', quantity: 2, unitAmountMinor: 625 }],
      });
      expect(order.status).toBe('PAYER_ACTION_REQUIRED');
      expect(order.approveUrl).toBe(`${env.sandbox.url}/paypal/checkout/approve?token=${order.id}`);

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
      expect(result.capture).toMatchObject({
        status: 'COMPLETED',
        amount: usd(1250),
        customId: 'payment-42',
      });

      const received = await env.webhooks.waitFor(3);
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
      expect(
        await paypal.verifyWebhookSignature(headers, capture.body.replace('COMPLETED', 'DECLINED')),
      ).toBe(false);
      expect(
        await paypal.verifyWebhookSignature({ ...headers, 'paypal-transmission-sig': '' }, capture.body),
      ).toBe(false);
    });

    it('cancel redirects to cancel_url?token= and leaves the order unapproved; capture is ORDER_NOT_APPROVED', async () => {
      const paypal = client();
      const order = await newOrder(paypal, 900);
      const response = await fetch(`${env.sandbox.url}/paypal/checkout/cancel`, {
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
      const store = getPaypalStore(env.sandbox.ctx);
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
      expect(env.logLines.some((line) => line.event === 'already-captured')).toBe(true);

      configurePaypal(env.sandbox.ctx, { clockOffsetMs: 7 * 3600_000 });
      const late = await paypal.captureOrder(order.id, { requestId });
      expect(late).toMatchObject({ alreadyCaptured: true, capture: { id: first.capture.id } });
    });

    it('a capture that commits then times out is completed by a retry with the same PayPal-Request-Id', async () => {
      const paypal = client();
      const order = await newOrder(paypal, 3000);
      await approve(order);
      await paypal.getOrder(order.id); // token cached before the fault
      env.sandbox.ctx.faults.paypal.timeoutNext = 1;
      const requestId = uniqueId('capture');
      const timedOut = await rejection(client({ timeoutMs: 300 }).captureOrder(order.id, { requestId }));
      expect(timedOut).toMatchObject({ retryable: true, outcomeUnknown: true });
      const retried = await paypal.captureOrder(order.id, { requestId });
      expect(retried).toMatchObject({ status: 'COMPLETED', alreadyCaptured: false });
      expect(getPaypalStore(env.sandbox.ctx).orders.get(order.id)?.captureIds).toEqual([retried.capture.id]);
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
      env.sandbox.ctx.faults.paypal.failNext = 1;
      expect(await rejection(paypal.getOrder('ANY'))).toMatchObject({
        code: 'INTERNAL_SERVER_ERROR',
        retryable: true,
      });
    });
  });
}
