import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { startHarness, type Harness } from '../../support/harness';
import { until } from '../../support/wait';
import { setSmtpDown } from './notifications-support';

jest.setTimeout(90_000);

let harness: Harness;
const mail = () => (harness.sandbox as NonNullable<Harness['sandbox']>).mail;
const unique = () => randomUUID().slice(0, 8);
/** Each test its own client address (the api trusts X-Forwarded-For from loopback). */
const post = (
  body: object,
  ip = `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
) => request(harness.url).post('/api/contact').set('x-forwarded-for', ip).send(body);
const form = (email: string) => ({
  customerName: '  Dara Sok ',
  customerEmail: ` ${email} `,
  subject: ' No data in Bangkok ',
  message: ' My eSIM shows full signal but no internet. ',
});

beforeAll(async () => {
  harness = await startHarness({ sandbox: true });
});
afterAll(async () => harness?.close());

describe('POST /api/contact', () => {
  it('stores the message and emails support and, as a receipt, the sender', async () => {
    const email = `dara-${unique()}@example.com`;
    const reply = await post({ ...form(email), customerPhone: '+855 12 345 678' }).expect(200);
    expect(reply.body).toEqual({
      success: true,
      message: 'Thank you for your message! We will get back to you within 24 hours.',
    });
    const toSupport = await mail().waitFor(
      (message) =>
        message.envelope.to.includes(harness.config.mail.supportEmail) &&
        message.text?.includes(email) === true,
      30_000,
    );
    expect(toSupport.subject).toBe('[Contact] No data in Bangkok – Dara Sok');
    expect(toSupport.headers['reply-to']).toContain(email);
    expect(toSupport.text).toContain('My eSIM shows full signal but no internet.');
    expect(toSupport.text).toContain('+855 12 345 678');
    const receipt = await mail().waitFor((message) => message.envelope.to.includes(email), 30_000);
    expect(receipt.subject).toBe('We received your message: No data in Bangkok');
  });

  it('writes the receipt in Khmer when the form is sent in Khmer', async () => {
    const email = `sokha-${unique()}@example.com`;
    const reply = await post({ ...form(email), language: 'km' }).expect(200);
    expect(reply.body.message).toBe('សូមអរគុណសម្រាប់សាររបស់អ្នក! យើងនឹងឆ្លើយតបទៅអ្នកក្នុងរយៈពេល 24 ម៉ោង។');
    const receipt = await mail().waitFor((message) => message.envelope.to.includes(email), 30_000);
    expect(receipt.subject).toBe('យើងបានទទួលសាររបស់អ្នក: No data in Bangkok');
  });

  it.each(['customerName', 'customerEmail', 'subject', 'message'])(
    'answers 400 "Please fill in all required fields" when %s is blank',
    async (field) => {
      const reply = await post({ ...form(`x-${unique()}@example.com`), [field]: '   ' }).expect(400);
      expect(reply.body).toMatchObject({
        statusCode: 400,
        code: 'CONTACT_REQUIRED_FIELDS',
        message: 'Please fill in all required fields',
        details: { fields: [field] },
      });
    },
  );

  it('answers 400 for a malformed email or an unknown field, and stores nothing', async () => {
    const bad = await post({ ...form('not-an-email') }).expect(400);
    expect(bad.body.message).toBe('Please enter a valid email address');
    const extraEmail = `y-${unique()}@example.com`;
    const extra = await post({ ...form(extraEmail), admin: true }).expect(400);
    expect(extra.body.message).toMatch(/admin/);
    const stored: { count: number }[] = await (harness.api as NonNullable<Harness['api']>)
      .get(DataSource)
      .query(
        "SELECT count(*)::int AS count FROM contact_message WHERE customer_email IN ('not-an-email', $1)",
        [extraEmail],
      );
    expect(stored[0].count).toBe(0);
  });

  it('allows 5 messages an hour per email, then answers 429 (whatever the address)', async () => {
    const email = `busy-${unique()}@example.com`;
    for (let index = 0; index < 5; index += 1) await post(form(email)).expect(200);
    const refused = await post(form(email.toUpperCase())).expect(429);
    expect(refused.body).toMatchObject({ statusCode: 429, code: 'CONTACT_RATE_LIMITED' });
    expect(refused.body.message).toMatch(/try again later/);
  });

  it('allows 5 messages an hour per address, then answers 429 (whatever the email)', async () => {
    const ip = '10.9.9.9';
    for (let index = 0; index < 5; index += 1)
      await post(form(`ip${index}-${unique()}@example.com`), ip).expect(200);
    await post(form(`ip5-${unique()}@example.com`), ip).expect(429);
    await post(form(`ip6-${unique()}@example.com`), '10.9.9.10').expect(200);
  });

  it('accepts the message while SMTP is down and delivers both emails when it is back', async () => {
    const email = `later-${unique()}@example.com`;
    await setSmtpDown(harness, true);
    try {
      await post(form(email)).expect(200);
      // both emails have been tried once and refused, and wait for their next try
      const tried = await until(async () => {
        const rows: { kind: string; state: string; attempts: number; last_error: string | null }[] = await (
          harness.api as NonNullable<Harness['api']>
        )
          .get(DataSource)
          .query(
            `SELECT kind, state, attempts, last_error FROM notification
               WHERE subject_id IN (SELECT id::text FROM contact_message WHERE customer_email = $1)
               ORDER BY kind`,
            [email],
          );
        const refused = rows.filter((row) => row.attempts >= 1 && row.state === 'pending');
        return refused.length === 2 ? rows : undefined;
      }, 'a refused try of both emails');
      expect(tried.map((row) => row.kind)).toEqual(['contact_message', 'contact_receipt']);
      for (const row of tried) expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
      expect(
        mail()
          .messages()
          .filter((message) => message.envelope.to.includes(email)),
      ).toHaveLength(0);
    } finally {
      await setSmtpDown(harness, false);
    }
    await mail().waitFor((message) => message.envelope.to.includes(email), 40_000);
    await mail().waitFor(
      (message) =>
        message.envelope.to.includes(harness.config.mail.supportEmail) &&
        message.text?.includes(email) === true,
      40_000,
    );
  });
});
