import { configurePayway } from '../../../apps/sandbox/src/payway/payway.behaviour';
import { checkHash, paywayRequestTime } from '../../../libs/providers/src/payway';
import { API_KEY, MERCHANT, client, env, jsonOf, khqr, pay, tranId, usd } from './payway-env';

const checkTransaction2Data = async (id: string): Promise<Record<string, unknown>> => {
  const reqTime = paywayRequestTime(new Date());
  const response = await fetch(`${env.sandbox.url}/api/payment-gateway/v1/payments/check-transaction-2`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      req_time: reqTime,
      merchant_id: MERCHANT,
      tran_id: id,
      hash: checkHash(API_KEY, reqTime, MERCHANT, id),
    }),
  });
  return (await jsonOf(response)).data as Record<string, unknown>;
};

/** Settlement from riel accounts, the documented answer fields, the list APIs, close during the KHQR lag. */
export function settlementCases(): void {
  describe('PayWay settlement and lists', () => {
    it('check-transaction-2 answers the documented fields only; original_currency only with its knob', async () => {
      const id = tranId();
      await khqr(id, 1250);
      await pay(id);
      const data = await checkTransaction2Data(id);
      expect(Object.keys(data).sort()).toEqual(
        [
          'payment_status_code',
          'total_amount',
          'original_amount',
          'refund_amount',
          'discount_amount',
          'payment_amount',
          'payment_currency',
          'apv',
          'payment_status',
          'transaction_date',
        ].sort(),
      );
      configurePayway(env.sandbox.ctx, { sendOriginalCurrency: true });
      expect(await checkTransaction2Data(id)).toMatchObject({
        original_currency: 'USD',
        original_amount: 12.5,
      });
    });

    it('a USD transaction paid from a riel account: payment in KHR at the rate, original_amount in USD', async () => {
      configurePayway(env.sandbox.ctx, { khrPerUsd: 4100 });
      const id = tranId();
      await khqr(id, 1041); // ..41: paid from a riel account
      await pay(id);
      expect(await checkTransaction2Data(id)).toMatchObject({
        payment_status: 'APPROVED',
        original_amount: 10.41,
        total_amount: 10.41,
        payment_amount: 42681,
        payment_currency: 'KHR',
      });
      const status = await client().checkTransaction(id);
      expect(status).toMatchObject({
        paid: true,
        originalAmount: 10.41,
        payment: { amountMinor: 42681, currency: 'KHR' },
      });
      expect(status.originalCurrency).toBeUndefined();

      const knob = tranId();
      configurePayway(env.sandbox.ctx, { payFromKhrAccount: true });
      await khqr(knob, 2000);
      await pay(knob);
      expect(await checkTransaction2Data(knob)).toMatchObject({
        payment_amount: 82000,
        payment_currency: 'KHR',
      });
    });

    it('a shortfall (..43, or the shortfallMinor knob) reports the covered amount as original_amount', async () => {
      const id = tranId();
      await khqr(id, 1043);
      await pay(id);
      expect(await checkTransaction2Data(id)).toMatchObject({
        original_amount: 9.43,
        payment_currency: 'KHR',
      });
      configurePayway(env.sandbox.ctx, { shortfallMinor: 250 });
      const knob = tranId();
      await khqr(knob, 1000);
      await pay(knob);
      expect(await checkTransaction2Data(knob)).toMatchObject({
        original_amount: 7.5,
        payment_amount: 7.5,
        payment_currency: 'USD',
      });
    });

    it('transaction-list-2 pages the day’s transactions with original_currency; by merchant reference lists the paid ones', async () => {
      const from = new Date(Date.now() - 60_000);
      const paidId = tranId();
      const openId = tranId();
      await khqr(paidId, 700, { returnParams: 'ORDER-REF-1' });
      await khqr(openId, 800, { returnParams: 'ORDER-REF-1' });
      await pay(paidId);
      const to = new Date(Date.now() + 60_000);

      const approved = await client().allTransactions({ from, to, statuses: ['APPROVED'], pagination: 1 });
      expect(approved.map((tx) => tx.tranId)).toContain(paidId);
      expect(approved.map((tx) => tx.tranId)).not.toContain(openId);
      expect(approved.find((tx) => tx.tranId === paidId)).toMatchObject({
        status: 'APPROVED',
        originalCurrency: 'USD',
        original: usd(700),
      });
      const page = await client().transactionList({ from, to, page: 1, pagination: 1 });
      expect(page).toMatchObject({ page: 1, pagination: 1 });
      expect(page.transactions).toHaveLength(1);

      const byRef = await client().transactionsByMerchantRef('ORDER-REF-1');
      expect(byRef.map((tx) => [tx.tranId, tx.merchantRef, tx.status])).toEqual([
        [paidId, 'ORDER-REF-1', 'APPROVED'],
      ]);
      expect(await client().transactionsByMerchantRef('NO-SUCH-REF')).toEqual([]);
    });

    it('close-transaction during the KHQR not-found lag is retried until PayWay closes it: nothing stays payable', async () => {
      configurePayway(env.sandbox.ctx, { notFoundLagMs: 600 });
      const id = tranId();
      await khqr(id);
      expect(await client().closeTransaction(id)).toBe('not_found');
      const retrying = client({ notFoundRetry: { attempts: 8, delayMs: 150 } });
      expect(await retrying.closeTransaction(id)).toBe('closed');
      expect((await pay(id)).status).toBe(409);
      expect((await retrying.checkTransaction(id)).status).toBe('CANCELLED');
    });
  });
}
