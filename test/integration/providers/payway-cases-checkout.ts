import { configurePayway } from '../../../apps/sandbox/src/payway/payway.behaviour';
import { paywayRequestTime, purchaseHash } from '../../../libs/providers/src/payway';
import { pause } from './payway-paypal-receiver';
import {
  API_KEY,
  MERCHANT,
  env,
  tranId,
  usd,
  client,
  postMultipart,
  jsonOf,
  postForm,
  pay,
  rejection,
  khqr,
} from './payway-env';

/** The Purchase API: the checkout page (cards) and its validation rules. */
export function checkoutCases(): void {
  describe('PayWay checkout page (cards)', () => {
    it('signs a purchase form the sandbox accepts, pays it on the page, pushes back and reports APPROVED', async () => {
      const id = tranId();
      const form = client().buildPurchaseForm({
        tranId: id,
        amount: usd(1250),
        paymentOption: 'cards',
        returnUrl: `${env.receiver.url}/pushback`,
        continueSuccessUrl: 'https://shop.example/orders/1',
        cancelUrl: 'https://shop.example/cart',
        items: [{ name: 'Cambodia 5 GB', quantity: 1, priceMinor: 1250 }],
        firstName: 'Sok',
        lastName: 'Dara',
        email: 'sok@example.com',
        lifetimeMinutes: 30,
      });
      expect(form.action).toBe(`${env.sandbox.url}/api/payment-gateway/v1/payments/purchase`);
      expect(form.fields.amount).toBe('12.50');
      expect(Buffer.from(form.fields.return_url, 'base64').toString()).toBe(`${env.receiver.url}/pushback`);

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

      const [pushback] = await env.receiver.waitFor(1);
      expect(pushback.json).toMatchObject({ tran_id: id, status: '0' });
      const verified = client().verifyPushback(pushback.headers as Record<string, string>, pushback.body);
      expect(verified).toMatchObject({ ok: true, signed: true, pushback: { tranId: id, paid: true } });

      const status = await client().checkTransaction(id, { currency: 'USD' });
      expect(status).toMatchObject({
        status: 'APPROVED',
        paid: true,
        statusCode: 0,
        originalAmount: 12.5,
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
      expect((await postMultipart('/api/payment-gateway/v1/payments/purchase', form.fields)).status).toBe(
        200,
      );
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
      const form = client({ apiKey: 'not-the-key' }).buildPurchaseForm({
        tranId: tranId(),
        amount: usd(300),
      });
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
          returnUrl: `${env.receiver.url}/pushback`,
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
      expect(env.receiver.received).toHaveLength(0);
    });
  });

  describe('PayWay purchase validation', () => {
    it('refuses a duplicate tran_id with code 4, also when the profile answers errors as HTTP 403', async () => {
      const id = tranId();
      await khqr(id);
      const duplicate = await rejection(khqr(id));
      expect(duplicate).toMatchObject({ code: 'DUPLICATE_TRAN_ID', retryable: false, httpStatus: 200 });
      expect(duplicate.options.details).toMatchObject({ paywayCode: '4' });

      configurePayway(env.sandbox.ctx, { errorsAsHttp403: true });
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

    it('a profile without KHQR answers the checkout page (KHQR_NOT_ENABLED); a foreign return_url host is 81', async () => {
      configurePayway(env.sandbox.ctx, { qrEnabled: false });
      expect(await rejection(khqr(tranId()))).toMatchObject({ code: 'KHQR_NOT_ENABLED', retryable: false });
      configurePayway(env.sandbox.ctx, { qrEnabled: true, returnUrlWhitelist: ['api.derleng.example'] });
      expect(await rejection(khqr(tranId()))).toMatchObject({ code: 'RETURN_URL_NOT_WHITELISTED' });
    });

    it('answers 405 to a GET on an API path', async () => {
      const response = await fetch(`${env.sandbox.url}/api/payment-gateway/v1/payments/check-transaction-2`);
      expect(response.status).toBe(405);
    });
  });
}
