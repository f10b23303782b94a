import { createHmac } from 'node:crypto';
import { STRIPE_WEBHOOK_TOLERANCE_SEC, StripeWebhookRefused, verifyStripeWebhook } from './stripe.client';

const SECRET = 'whsec_unit_test_secret';
const body = JSON.stringify({
  id: 'evt_1',
  object: 'event',
  type: 'checkout.session.completed',
  data: { object: { id: 'cs_test_1', object: 'checkout.session' } },
});
const sign = (payload: string, t: number, secret = SECRET) =>
  `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`;
const now = Math.floor(Date.now() / 1000);

const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof StripeWebhookRefused) return error.reason;
    throw error;
  }
  return 'accepted';
};

describe('verifyStripeWebhook (Stripe-Signature: t=…,v1=HMAC-SHA256 of "t.body")', () => {
  it('accepts a delivery signed with the endpoint secret and names its event and object', () => {
    expect(verifyStripeWebhook(body, sign(body, now), SECRET)).toEqual({
      id: 'evt_1',
      type: 'checkout.session.completed',
      objectId: 'cs_test_1',
      object: { id: 'cs_test_1', object: 'checkout.session' },
    });
    expect(verifyStripeWebhook(Buffer.from(body), sign(body, now), SECRET).id).toBe('evt_1');
  });

  it('refuses tampered bytes, another secret, or a missing header or secret', () => {
    const tampered = body.replace('cs_test_1', 'cs_test_2');
    expect(refusal(() => verifyStripeWebhook(tampered, sign(body, now), SECRET))).toBe('BAD_SIGNATURE');
    expect(refusal(() => verifyStripeWebhook(body, sign(body, now, 'whsec_other'), SECRET))).toBe(
      'BAD_SIGNATURE',
    );
    expect(
      refusal(() => verifyStripeWebhook(body, `t=${now + 1},${sign(body, now).split(',')[1]}`, SECRET)),
    ).toBe('BAD_SIGNATURE');
    expect(refusal(() => verifyStripeWebhook(body, undefined, SECRET))).toBe('NO_SIGNATURE');
    expect(refusal(() => verifyStripeWebhook(body, sign(body, now), ''))).toBe('NO_SECRET');
  });

  it('refuses a signature outside the tolerance, in either direction', () => {
    const old = now - STRIPE_WEBHOOK_TOLERANCE_SEC - 5;
    expect(refusal(() => verifyStripeWebhook(body, sign(body, old), SECRET))).toBe('BAD_SIGNATURE');
    expect(refusal(() => verifyStripeWebhook(body, sign(body, now - 60), SECRET))).toBe('accepted');
    expect(refusal(() => verifyStripeWebhook(body, sign(body, now - 60), SECRET, 30))).toBe('BAD_SIGNATURE');
  });
});
