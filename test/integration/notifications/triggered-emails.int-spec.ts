import { randomUUID } from 'node:crypto';
import { JobProducer } from '@app/core';
import request from 'supertest';
import { PASSWORD, signedInCustomer } from '../accounts/accounts-client';
import {
  createOrder,
  declineAtGateway,
  paymentRows,
  type PaymentsEnv,
  postFormToGateway,
  startPaymentsEnv,
  until,
  waitForOrderStatus,
} from '../payments/support/payments-harness';
import { settled } from './notifications-support';

jest.setTimeout(90_000);

/** The emails other features ask for: password changed (accounts), payment failed (payments). */
describe('emails asked for by account and payment changes', () => {
  let env: PaymentsEnv;
  const mail = () => env.harness.sandbox!.mail;
  const messagesTo = (address: string) =>
    mail()
      .messages()
      .filter((message) => message.envelope.to.includes(address));

  beforeAll(async () => {
    env = await startPaymentsEnv({ env: { WORKER_QUEUES: 'payments,notifications' } });
  });
  afterAll(async () => env?.close());

  const changePassword = (cookie: string, language: string, current: string, next: string) =>
    request(env.harness.url)
      .post('/api/auth/change-password')
      .set('cookie', cookie)
      .set('origin', env.harness.url)
      .set('accept-language', language)
      .send({ current, new: next, confirm: next });

  it('tells the owner of a changed password, in the language they use the shop in, once per change', async () => {
    const user = await signedInCustomer(env.harness);
    const first = await changePassword(user.cookie, 'km-KH,km;q=0.9', PASSWORD, 'Another#456').expect(200);
    const message = await mail().waitFor((caught) => caught.envelope.to.includes(user.email), 30_000);
    expect(message.subject).toBe('ពាក្យសម្ងាត់ Derleng eSIM របស់អ្នកត្រូវបានផ្លាស់ប្តូរ');
    expect(message.text).toContain(user.fullName);

    const cookie = ([] as string[])
      .concat(first.headers['set-cookie'])
      .find((line) => line.startsWith(`${env.harness.config.auth.cookieName}=`))!
      .split(';')[0];
    // A refused change (wrong current password) sends nothing; a second real change is its own email.
    await changePassword(cookie, 'en', 'Wrong#000', 'Third#789').expect(400);
    await changePassword(cookie, 'en-US,en;q=0.9', 'Another#456', 'Third#789').expect(200);
    await until(async () => (messagesTo(user.email).length >= 2 ? true : undefined), 'the second email');
    await settled(env.harness);
    const subjects = messagesTo(user.email).map((caught) => caught.subject);
    expect(subjects.sort()).toEqual(
      ['ពាក្យសម្ងាត់ Derleng eSIM របស់អ្នកត្រូវបានផ្លាស់ប្តូរ', 'Your Derleng eSIM password was changed'].sort(),
    );
  });

  /** Ends every attempt of the order now, as their lifetime jobs do. */
  async function expireAttempts(orderId: string): Promise<void> {
    const jobs = env.harness.worker!.get(JobProducer);
    await env.db.query(`UPDATE payment SET expires_at = now() - interval '1 second' WHERE order_id = $1`, [
      orderId,
    ]);
    for (const payment of await paymentRows(env.db, orderId))
      await jobs.enqueue(
        'payment.expire',
        { paymentId: payment.id },
        { jobId: `payment.expire:${payment.id}:test` },
      );
    await waitForOrderStatus(env.db, orderId, 'cancelled');
  }

  it('sends payment failed when an order with a declined payment is cancelled at its expiry', async () => {
    const address = `declined-${randomUUID().slice(0, 8)}@example.com`;
    const order = await createOrder(env.harness, { customerEmail: address, language: 'km' });
    await declineAtGateway(env, order);
    // While the order can still be paid, nothing is sent.
    await settled(env.harness);
    expect(messagesTo(address)).toHaveLength(0);

    await expireAttempts(order.orderId);
    const message = await mail().waitFor((caught) => caught.envelope.to.includes(address), 30_000);
    expect(message.subject).toBe(`ការទូទាត់មិនទាន់បានបញ្ចប់ – ការបញ្ជាទិញ ${order.orderNumber}`);
    expect(message.text).toContain('ការទូទាត់ត្រូវបានបដិសេធ');
    expect(message.text).toContain(`/order-confirmation?orderNumber=${order.orderNumber}&token=`);
    await settled(env.harness);
    expect(messagesTo(address)).toHaveLength(1);
  });

  it('sends nothing for an order left unpaid (no attempt declined)', async () => {
    const address = `unpaid-${randomUUID().slice(0, 8)}@example.com`;
    const order = await createOrder(env.harness, { customerEmail: address });
    await postFormToGateway(order);
    await expireAttempts(order.orderId);
    await settled(env.harness);
    expect(messagesTo(address)).toHaveLength(0);
  });
});
