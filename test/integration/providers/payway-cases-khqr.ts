import { configurePayway } from '../../../apps/sandbox/src/payway/payway.behaviour';
import { pause } from './payway-paypal-receiver';
import { env, tranId, usd, client, jsonOf, postForm, pay, rejection, khqr } from './payway-env';

/** KHQR (Purchase API and QR API), the status APIs around it, and the pushback knobs. */
export function khqrCases(): void {
  describe('PayWay KHQR', () => {
    it('returns the KHQR JSON (camelCase or snake_case) and a bank-app page that pays it', async () => {
      const id = tranId();
      const qr = await khqr(id, 1050, { deeplink: true });
      expect(qr.tranId).toBe(id);
      expect(qr.qrString).toMatch(/^000201.*6304[0-9A-F]{4}$/);
      expect(qr.qrImage).toMatch(/^data:image\/png;base64,/);
      expect(qr.deeplink).toMatch(/^abamobilebank:\/\/ababank.com\?type=payway&qrcode=/);
      expect(qr.checkoutQrUrl).toBe(`${env.sandbox.url}/payway/bank-app?tran_id=${id}`);

      const index = await (await fetch(`${env.sandbox.url}/payway/bank-app`)).text();
      expect(index).toContain(`/payway/bank-app?tran_id=${id}`);
      const bankApp = await (await fetch(qr.checkoutQrUrl as string)).text();
      expect(bankApp).toContain('<img alt="KHQR"');
      const paid = await (await postForm('/payway/bank-app/action', { tran_id: id, action: 'pay' })).text();
      expect(paid).toContain('Payment successful');
      await env.receiver.waitFor(1);
      expect((await client().checkTransaction(id)).paid).toBe(true);

      configurePayway(env.sandbox.ctx, { khqrSnakeCase: true });
      expect((await khqr(tranId())).qrString).toMatch(/^000201/);
    });

    it('answers code 6 right after creation: NOT_FOUND without retries, found after retrying', async () => {
      configurePayway(env.sandbox.ctx, { notFoundLagMs: 700 });
      const id = tranId();
      await khqr(id);
      expect((await client().checkTransaction(id)).status).toBe('NOT_FOUND');
      const retrying = client({ notFoundRetry: { attempts: 6, delayMs: 200 } });
      expect((await retrying.checkTransaction(id)).status).toBe('PENDING');
      expect(env.logLines.some((line) => line.event === 'not-found-retry' && line.tranId === id)).toBe(true);
    });

    it('expires an unpaid transaction after its lifetime: reported CANCELLED, payment refused with 54', async () => {
      const id = tranId();
      await khqr(id, 1050, { lifetimeMinutes: 3 });
      configurePayway(env.sandbox.ctx, { clockOffsetMs: 4 * 60_000 });
      expect((await client().checkTransaction(id)).status).toBe('CANCELLED');
      const refused = await pay(id);
      expect(refused.status).toBe(409);
      expect((await jsonOf(refused)).code).toBe('54');
    });

    it('check-transaction-2 covers 7 days only; transaction-detail any age', async () => {
      const id = tranId();
      await khqr(id);
      await pay(id);
      configurePayway(env.sandbox.ctx, { clockOffsetMs: 8 * 24 * 3600_000 });
      expect((await client().checkTransaction(id)).status).toBe('NOT_FOUND');
      const detail = await client().transactionDetail(id);
      expect(detail).toMatchObject({ status: 'APPROVED', paymentType: 'KHQR' });
      expect(detail.operations).toEqual([
        expect.objectContaining({ status: 'Completed', amountMinor: 1050 }),
      ]);
    });

    it('close-transaction cancels an unpaid KHQR: no payment and no pushback afterwards', async () => {
      const id = tranId();
      await khqr(id);
      expect(await client().closeTransaction(id)).toBe('closed');
      expect((await client().checkTransaction(id)).status).toBe('CANCELLED');
      expect((await pay(id)).status).toBe(409);
      await pause(150);
      expect(env.receiver.received).toHaveLength(0);

      const paidId = tranId();
      await khqr(paidId);
      await pay(paidId);
      expect(await client().closeTransaction(paidId)).toBe('final');
      expect(await client().closeTransaction('NOPE-1')).toBe('not_found');
      expect(await rejection(client({ apiKey: 'wrong' }).closeTransaction(paidId))).toMatchObject({
        code: 'WRONG_HASH',
      });
    });

    it('generate-qr succeeds with code "0", refuses a reused tran_id with code 403, calls back with status "00"', async () => {
      const id = tranId();
      const qr = await client().generateQr({
        tranId: id,
        amount: usd(990),
        lifetimeMinutes: 10,
        callbackUrl: `${env.receiver.url}/qr-callback`,
      });
      expect(qr).toMatchObject({ amount: usd(990) });
      expect(qr.qrString).toMatch(/^000201/);
      const duplicate = await rejection(
        client().generateQr({ tranId: id, amount: usd(990), lifetimeMinutes: 10 }),
      );
      expect(duplicate).toMatchObject({ code: 'DUPLICATE_TRAN_ID', httpStatus: 403 });

      await pay(id);
      const [callback] = await env.receiver.waitFor(1);
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
      configurePayway(env.sandbox.ctx, { pushback: { unsigned: true } });
      await paidPushback();
      const [pushback] = await env.receiver.waitFor(1);
      expect(pushback.headers['x-payway-hmac-sha512']).toBeUndefined();
      expect(client().verifyPushback(pushback.headers as Record<string, string>, pushback.body)).toEqual({
        ok: false,
        reason: 'UNSIGNED',
      });
      const lenient = client({ acceptUnsignedPushback: true }).verifyPushback({}, pushback.body);
      expect(lenient).toMatchObject({ ok: true, signed: false, pushback: { paid: true } });
    });

    it('badly signed: BAD_SIGNATURE', async () => {
      configurePayway(env.sandbox.ctx, { pushback: { badSignature: true } });
      await paidPushback();
      const [pushback] = await env.receiver.waitFor(1);
      expect(pushback.headers['x-payway-hmac-sha512']).toBeDefined();
      expect(client().verifyPushback(pushback.headers as Record<string, string>, pushback.body)).toEqual({
        ok: false,
        reason: 'BAD_SIGNATURE',
      });
    });

    it('duplicated: the same signed body arrives twice', async () => {
      configurePayway(env.sandbox.ctx, { pushback: { duplicate: 1 } });
      const id = await paidPushback();
      const [first, second] = await env.receiver.waitFor(2);
      expect(first.body).toBe(second.body);
      expect(first.json).toMatchObject({ tran_id: id });
      for (const copy of [first, second]) {
        expect(client().verifyPushback(copy.headers as Record<string, string>, copy.body).ok).toBe(true);
      }
    });

    it('delayed and dropped', async () => {
      configurePayway(env.sandbox.ctx, { pushback: { delayMs: 400 } });
      await paidPushback();
      await pause(150);
      expect(env.receiver.received).toHaveLength(0);
      await env.receiver.waitFor(1);

      env.receiver.clear();
      configurePayway(env.sandbox.ctx, { pushback: { drop: true } });
      const dropped = await paidPushback();
      await pause(200);
      expect(env.receiver.received).toHaveLength(0);
      expect((await client().checkTransaction(dropped)).paid).toBe(true);
    });

    it('legacy numeric status 0 still counts as paid', async () => {
      configurePayway(env.sandbox.ctx, { pushback: { statusAsNumber: true } });
      await paidPushback();
      const [pushback] = await env.receiver.waitFor(1);
      expect((pushback.json as { status: unknown }).status).toBe(0);
      expect(
        client().verifyPushback(pushback.headers as Record<string, string>, pushback.body),
      ).toMatchObject({
        ok: true,
        pushback: { paid: true },
      });
    });
  });
}
