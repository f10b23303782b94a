import { X509Certificate } from 'node:crypto';
import { configurePaypal } from '../../../apps/sandbox/src/paypal/paypal.behaviour';
import { PAYPAL_SIGNING_HOST } from '../../../libs/providers/src/paypal';
import { approve, client, env, newOrder, SECRET, uniqueId } from './paypal-env';

const sandboxCa = async (): Promise<string> =>
  (await fetch(`${env.sandbox.url}/__paypal/webhook-ca.pem`)).text();

/** What PayPal's official SDKs send, and offline webhook verification against the served certificate. */
export function webhookCases(): void {
  describe('PayPal SDK-style capture and offline webhook verification', () => {
    it('captures on POST …/capture with Content-Type application/json and an empty body (the official SDKs’ request)', async () => {
      const paypal = client();
      const order = await newOrder(paypal, 1300);
      await approve(order);
      const token = (await (
        await fetch(`${env.sandbox.url}/v1/oauth2/token`, {
          method: 'POST',
          headers: {
            authorization: `Basic ${Buffer.from(`sandbox-client-id:${SECRET}`).toString('base64')}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: 'grant_type=client_credentials',
        })
      ).json()) as { access_token: string };
      const response = await fetch(`${env.sandbox.url}/v2/checkout/orders/${order.id}/capture`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token.access_token}`,
          'content-type': 'application/json',
          'paypal-request-id': uniqueId('capture'),
        },
      });
      expect(response.status).toBe(201);
      const body = (await response.json()) as {
        status: string;
        purchase_units: { payments: { captures: { status: string }[] } }[];
      };
      expect(body.status).toBe('COMPLETED');
      expect(body.purchase_units[0].payments.captures[0].status).toBe('COMPLETED');
      // Malformed JSON is still refused.
      const malformed = await fetch(`${env.sandbox.url}/v2/checkout/orders/${order.id}/capture`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json' },
        body: '{"broken"',
      });
      expect(malformed.status).toBe(400);
    });

    it('serves the signing chain at PAYPAL-CERT-URL; a delivery verifies offline, a tampered one does not', async () => {
      configurePaypal(env.sandbox.ctx, { webhookUrl: `${env.webhooks.url}/hook` });
      const paypal = client({ webhookCerts: { extraCaPems: [await sandboxCa()] } });
      await approve(await newOrder(paypal, 1400));
      const [delivery] = await env.webhooks.waitFor(1);
      const headers = delivery.headers as Record<string, string>;
      expect(headers['paypal-auth-algo']).toBe('SHA256withRSA');
      const chain = await (await fetch(headers['paypal-cert-url'])).text();
      const leaf = new X509Certificate(chain);
      expect(leaf.checkHost(PAYPAL_SIGNING_HOST)).toBe(PAYPAL_SIGNING_HOST);

      expect(await paypal.verifyWebhookOffline(headers, delivery.body)).toEqual({ ok: true });
      expect(
        await paypal.verifyWebhookOffline(headers, delivery.body.replace('APPROVED', 'COMPLETED')),
      ).toEqual({
        ok: false,
        reason: 'BAD_SIGNATURE',
      });
      expect(
        await paypal.verifyWebhookOffline({ ...headers, 'paypal-transmission-id': 'other' }, delivery.body),
      ).toEqual({ ok: false, reason: 'BAD_SIGNATURE' });
      // Another webhook id (another app's event) does not verify either.
      const otherApp = client({ webhookId: 'WH-OTHER', webhookCerts: { extraCaPems: [await sandboxCa()] } });
      expect(await otherApp.verifyWebhookOffline(headers, delivery.body)).toEqual({
        ok: false,
        reason: 'BAD_SIGNATURE',
      });
      // The cert URL is pinned to the configured PayPal host; the chain must end at a trusted root.
      const foreign = {
        ...headers,
        'paypal-cert-url': headers['paypal-cert-url'].replace('127.0.0.1', 'localhost'),
      };
      expect(await paypal.verifyWebhookOffline(foreign, delivery.body)).toEqual({
        ok: false,
        reason: 'CERT_URL_NOT_ALLOWED',
      });
      expect(await client().verifyWebhookOffline(headers, delivery.body)).toEqual({
        ok: false,
        reason: 'CERT_UNTRUSTED',
      });
      expect(
        await paypal.verifyWebhookOffline({ ...headers, 'paypal-auth-algo': 'SHA1withRSA' }, delivery.body),
      ).toEqual({ ok: false, reason: 'UNSUPPORTED_ALGORITHM' });
      // The online API agrees with the offline check.
      expect(await paypal.verifyWebhookSignature(headers, delivery.body)).toBe(true);
    });

    it('a delivery signed with another key fails offline and online', async () => {
      configurePaypal(env.sandbox.ctx, { webhookUrl: `${env.webhooks.url}/hook`, webhookBadSignature: true });
      const paypal = client({ webhookCerts: { extraCaPems: [await sandboxCa()] } });
      await approve(await newOrder(paypal, 1500));
      const [delivery] = await env.webhooks.waitFor(1);
      const headers = delivery.headers as Record<string, string>;
      expect(await paypal.verifyWebhookOffline(headers, delivery.body)).toEqual({
        ok: false,
        reason: 'BAD_SIGNATURE',
      });
      expect(await paypal.verifyWebhookSignature(headers, delivery.body)).toBe(false);
    });
  });
}
