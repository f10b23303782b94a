import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configurePayway } from '../../../apps/sandbox/src/payway/payway.behaviour';
import { startSandbox } from '../../../apps/sandbox/src/sandbox';
import { checkHash, hashFields, PaywayClient, paywayRequestTime } from '../../../libs/providers/src/payway';
import { startProviderSandbox } from './payway-paypal-sandbox';
import {
  API_KEY,
  MERCHANT,
  env,
  tranId,
  usd,
  client,
  jsonOf,
  postForm,
  pay,
  rejection,
  khqr,
} from './payway-env';

/** Refund, exchange rate, legacy APIs, faults, persistence, logging and the full sandbox. */
export function operationsCases(): void {
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
      expect(await client().checkTransaction(id, { currency: 'USD' })).toMatchObject({
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
      configurePayway(env.sandbox.ctx, { refundEnabled: false });
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
        await fetch(`${env.sandbox.url}/api/payment-gateway/v1/payments/transaction-list-2`, {
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
      const script = await (await fetch(`${env.sandbox.url}/plugins/checkout2-0.js`)).text();
      expect(script).toContain('window.AbaPayway = {');
      expect(script).toContain("iframe.name = 'aba_webservice'");
      expect(script).toContain("getElementById('aba_merchant_request')");
    });
  });

  describe('PayWay faults, persistence and logging', () => {
    it('an injected 500 is a retryable error; a timeout after commit is outcome-unknown and the work was done', async () => {
      env.sandbox.ctx.faults.payway.failNext = 1;
      const failed = await rejection(client().checkTransaction('ANY'));
      expect(failed).toMatchObject({ code: 'GATEWAY_INTERNAL_ERROR', retryable: true, httpStatus: 500 });

      env.sandbox.ctx.faults.payway.timeoutNext = 1;
      const id = tranId();
      const timedOut = await rejection(
        client({ timeoutMs: 300 }).createKhqr({ tranId: id, amount: usd(100) }),
      );
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
        const status = await new PaywayClient({
          ...settings,
          ...flags,
          baseUrl: second.url,
        }).checkTransaction(id, { currency: 'USD' });
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
      const logged = JSON.stringify(env.logLines);
      expect(env.logLines.length).toBeGreaterThan(0);
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
}
