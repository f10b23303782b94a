import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configurePaypal } from '../../../apps/sandbox/src/paypal/paypal.behaviour';
import { getPaypalStore } from '../../../apps/sandbox/src/paypal/paypal.store';
import { startSandbox } from '../../../apps/sandbox/src/sandbox';
import { PAYER_RECOVERABLE_ISSUES, PaypalClient } from '../../../libs/providers/src/paypal';
import { pause } from './payway-paypal-receiver';
import { startProviderSandbox } from './payway-paypal-sandbox';
import { SECRET, env, usd, uniqueId, client, rejection, newOrder, approve, eventsOf } from './paypal-env';

/** Validation, capture issues by magic amount, refunds, webhook knobs, persistence, logging, full sandbox. */
export function paymentCases(): void {
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
      configurePaypal(env.sandbox.ctx, { webhookUrl: `${env.webhooks.url}/hook` });
      const paypal = client();
      const order = await newOrder(paypal, 1017);
      await approve(order);
      const result = await paypal.captureOrder(order.id, { requestId: uniqueId('capture') });
      expect(result).toMatchObject({
        status: 'PENDING',
        capture: { status: 'PENDING', pendingReason: 'PENDING_REVIEW' },
      });
      await env.webhooks.waitFor(2);
      expect(eventsOf(env.webhooks.received)).toEqual(['CHECKOUT.ORDER.APPROVED', 'PAYMENT.CAPTURE.PENDING']);

      const settled = await fetch(`${env.sandbox.url}/__paypal/captures/${result.capture.id}/complete`, {
        method: 'POST',
      });
      expect(settled.status).toBe(200);
      const received = await env.webhooks.waitFor(3);
      expect(eventsOf(received)[2]).toBe('PAYMENT.CAPTURE.COMPLETED');
      expect((await paypal.getOrder(order.id)).captures[0].status).toBe('COMPLETED');
    });

    it('magic amount .18 declines the capture: CAPTURE_DECLINED and PAYMENT.CAPTURE.DENIED', async () => {
      configurePaypal(env.sandbox.ctx, { webhookUrl: `${env.webhooks.url}/hook` });
      const paypal = client();
      const order = await newOrder(paypal, 1018);
      await approve(order);
      const error = await rejection(paypal.captureOrder(order.id, { requestId: uniqueId('capture') }));
      expect(error).toMatchObject({ code: 'CAPTURE_DECLINED', retryable: false });
      const received = await env.webhooks.waitFor(2);
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
      configurePaypal(env.sandbox.ctx, { webhookUrl: `${env.webhooks.url}/hook` });
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
      const received = await env.webhooks.waitFor(5);
      expect(eventsOf(received).filter((type) => type === 'PAYMENT.CAPTURE.REFUNDED')).toHaveLength(2);
    });

    it('a badly signed webhook fails verification; a duplicated one arrives twice with the same event id', async () => {
      configurePaypal(env.sandbox.ctx, {
        webhookUrl: `${env.webhooks.url}/hook`,
        webhookBadSignature: true,
        webhookDuplicate: 1,
      });
      const paypal = client();
      const order = await newOrder(paypal, 1100);
      await approve(order);
      const [first, second] = await env.webhooks.waitFor(2);
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
      expect(env.webhooks.received).toHaveLength(0);
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
      const logged = JSON.stringify(env.logLines);
      expect(env.logLines.length).toBeGreaterThan(2);
      expect(logged).not.toContain(SECRET);
      for (const token of getPaypalStore(env.sandbox.ctx).tokens.keys()) expect(logged).not.toContain(token);
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
        expect(env.logLines.some((line) => line.event === 'token-refetch')).toBe(true);
        expect((await control('PUT', '', { tokenTtlSec: 'soon' })).status).toBe(400);
      } finally {
        await full.close();
      }
    });
  });
}
