/**
 * What the bot sends and reads, against the Bot API sandbox: a linked customer gets "eSIM ready" (in
 * the order's language, a button to the order page, never the activation code) and the 80 % alert
 * (with the rescue link) beside the emails; after unlinking, nothing more. `/orders` lists the
 * account's orders; a chat message lands in the admin's support inbox and the agent's answer comes
 * back to the chat. A 429 is tried again after its retry_after. Staff alerts reach the staff chat.
 */
import request from 'supertest';
import { JobProducer } from '@app/core';
import { EsimSyncService } from '@app/esims';
import { telegramTexts } from '@app/i18n';
import { Notifications } from '@app/notifications';
import { DataSource } from 'typeorm';
import { TELEGRAM_SANDBOX_BOT_TOKEN } from '../../../apps/sandbox/src/telegram';
import { signedInAdmin, signedInCustomer, type TestUser } from '../accounts/accounts-client';
import { control, paidOrder, startEsimsEnv, until, waitForOrder, type EsimsEnv } from '../esims/support';
import { finishedJob } from '../../support/jobs';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The sandbox's first user of a fresh sandbox: the staff chat of this file's shop. */
const STAFF_CHAT_ID = 500000002;

let env: EsimsEnv;
let alice: TestUser;
let admin: TestUser;
let staff: Json;

const as = (user: TestUser, method: 'get' | 'post' | 'delete', path: string) =>
  request(env.harness.url)[method](path).set('origin', env.harness.url).set('cookie', user.cookie);
const sandbox = (path: string) => `${env.harness.sandbox!.url}${path}`;
const chatOf = async (userId: number): Promise<Json[]> => {
  const chats = (await (await fetch(sandbox('/__telegram/chats'))).json()) as Json[];
  return chats.find((entry) => entry.user.id === userId)?.messages ?? [];
};
const botMessage = (userId: number, matches: (text: string) => boolean, what: string) =>
  until(
    async () => {
      const found = (await chatOf(userId)).filter((m) => m.from.is_bot && matches(m.text as string));
      return found.length ? found[found.length - 1] : undefined;
    },
    what,
    60_000,
  );
const say = (userId: number, text: string) =>
  control(env.harness, 'POST', '/__control/telegram/send', { user_id: userId, text });
const setWebhook = async () => {
  const set = await fetch(sandbox(`/bot${TELEGRAM_SANDBOX_BOT_TOKEN}/setWebhook`), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      url: `${env.harness.url}/api/telegram/webhook`,
      secret_token: env.harness.config.telegram.webhookSecret,
    }),
  });
  expect(set.status).toBe(200);
};

async function linkedChat(user: TestUser, languageCode: string): Promise<Json> {
  const chatUser = await control(env.harness, 'POST', '/__control/telegram/user', {
    first_name: 'Sophea',
    language_code: languageCode,
  });
  const { url } = (await as(user, 'post', '/api/account/telegram/link').expect(200)).body as Json;
  await say(chatUser.id as number, `/start ${new URL(url as string).searchParams.get('start')}`);
  await until(
    async () => (((await as(user, 'get', '/api/account/telegram')).body as Json).linked ? true : undefined),
    'the chat linked',
  );
  // and the bot's answer has gone out: a test that arms a fault next must not catch that one
  const linked = telegramTexts[languageCode === 'km' ? 'km' : 'en'].bot.linked.split('{{')[0];
  await botMessage(chatUser.id as number, (text) => text.startsWith(linked), 'the link confirmed');
  return chatUser;
}

const syncEsim = (esimId: string) =>
  env.harness.worker!.get(EsimSyncService, { strict: false }).syncOne(esimId);

/** The telegram.notify job of a notification has run, with what it answered. */
const notifyOutcome = async (notificationId: string) => {
  const queue = env.harness.worker!.get(JobProducer, { strict: false }).queue('notifications');
  const job = await finishedJob(queue, `telegram.notify_${notificationId}`, 'the telegram.notify job');
  return job.failedReason ? `failed: ${job.failedReason}` : (job.returnvalue as string);
};

beforeAll(async () => {
  env = await startEsimsEnv({
    env: {
      WORKER_QUEUES: 'provisioning,esim-sync,payments,notifications',
      TELEGRAM_STAFF_CHAT_ID: String(STAFF_CHAT_ID),
    },
  });
  await control(env.harness, 'PUT', '/__control/roamesim', { timeScale: 1, usageMbPerDay: 0 });
  await setWebhook();
  staff = await control(env.harness, 'POST', '/__control/telegram/user', { first_name: 'Staff' });
  expect(staff.id).toBe(STAFF_CHAT_ID);
  alice = await signedInCustomer(env.harness, '10.0.35.1');
  admin = await signedInAdmin(env.harness);
}, 120_000);
afterAll(async () => env?.close());

describe('the bot beside the emails', () => {
  it('sends eSIM ready in Khmer with the order button and no activation code, then the 80 % alert; unlinked, nothing', async () => {
    const chat = await linkedChat(alice, 'km');
    const order = await paidOrder(env, {
      userId: alice.id,
      email: alice.email,
      phone: alice.phone,
      language: 'km',
    });
    await waitForOrder(env.db, order.orderId, 'completed');
    const [esim] = (
      await env.db.query('SELECT id, iccid, activation_code FROM esim WHERE order_id = $1', [order.orderId])
    ).rows as { id: string; iccid: string; activation_code: string }[];

    const readyPrefix = telegramTexts.km.notices.esimReady.split('{{')[0];
    const ready = await botMessage(chat.id as number, (text) => text.startsWith(readyPrefix), 'eSIM ready');
    expect(ready.text).toContain(order.orderNumber);
    expect(ready.text).not.toContain(esim.activation_code);
    const [[button]] = ready.reply_markup.inline_keyboard as Json[][];
    expect(button.text).toBe(telegramTexts.km.notices.openOrder);
    expect(button.url).toContain(`/order-confirmation?orderNumber=${order.orderNumber}&token=`);
    // the email was asked for too, once
    const emails = await env.db.query(`SELECT id FROM notification WHERE dedupe_key = $1`, [
      `esim_ready:${order.orderId}`,
    ]);
    expect(emails.rows).toHaveLength(1);

    await control(env.harness, 'POST', '/__control/roamesim/install', { iccid: esim.iccid });
    await control(env.harness, 'POST', '/__control/roamesim/use', { iccid: esim.iccid, mb: 850 });
    await syncEsim(esim.id);
    const alert = await botMessage(
      chat.id as number,
      (text) => text.includes('83%') || text.includes('83 %'),
      'the 80 % alert',
    );
    const [[topUp]] = alert.reply_markup.inline_keyboard as Json[][];
    expect(topUp.url).toContain(`/esim/${esim.id}/rescue?t=`);

    // Unlinked: the 100 % email is still asked for, the chat gets nothing.
    await as(alice, 'delete', '/api/account/telegram').expect(200);
    await botMessage(
      chat.id as number,
      (text) => text === telegramTexts.km.bot.unlinked,
      'the unlink notice',
    );
    await control(env.harness, 'POST', '/__control/roamesim/use', { iccid: esim.iccid, mb: 200 });
    await syncEsim(esim.id);
    const usedUp = await until(async () => {
      const rows = await env.db.query(`SELECT id FROM notification WHERE dedupe_key LIKE $1`, [
        `esim_alert:${esim.id}:usage_100:%`,
      ]);
      return rows.rows[0]?.id as string | undefined;
    }, 'the 100 % email');
    expect(await notifyOutcome(usedUp)).toBe('skipped');
    const sentToTelegram = await env.db.query(
      `SELECT count(*)::int AS n FROM telegram_message WHERE notification_id = $1`,
      [usedUp],
    );
    expect(sentToTelegram.rows[0].n).toBe(0);
  });
});

describe('support from the chat', () => {
  it('/orders lists the account’s orders; a message reaches the admin inbox and the agent’s answer the chat', async () => {
    const bob = await signedInCustomer(env.harness, '10.0.35.2');
    const chat = await linkedChat(bob, 'en');
    const order = await paidOrder(env, { userId: bob.id, email: bob.email, phone: bob.phone });
    await waitForOrder(env.db, order.orderId, 'completed');

    await say(chat.id as number, '/orders');
    const listed = await botMessage(
      chat.id as number,
      (text) => text.startsWith(telegramTexts.en.orders.title),
      'the order list',
    );
    expect(listed.text).toContain(`${order.orderNumber} · `);
    expect(listed.text).toContain(' · Completed');

    await say(chat.id as number, 'My eSIM does not connect in Siem Reap');
    await botMessage(chat.id as number, (text) => text === telegramTexts.en.support.received, 'the receipt');
    const inbox = (await as(admin, 'get', '/api/admin/contact-messages').expect(200)).body as Json;
    const message = (inbox.items as Json[]).find(
      (item) => item.message === 'My eSIM does not connect in Siem Reap',
    );
    expect(message).toMatchObject({ source: 'telegram', customerEmail: bob.email, replies: [] });
    // support's email is asked for as for the form
    const email = await env.db.query(`SELECT id FROM notification WHERE dedupe_key = $1`, [
      `contact_message:${message!.id}`,
    ]);
    expect(email.rows).toHaveLength(1);

    const answer = 'Please turn on data roaming for the eSIM line.';
    await as(admin, 'post', `/api/admin/contact-messages/${message!.id}/replies`)
      .send({ message: answer })
      .expect(201);
    await botMessage(
      chat.id as number,
      (text) => text === telegramTexts.en.support.reply.replace('{{message}}', answer),
      "the agent's answer",
    );
    const after = (await as(admin, 'get', '/api/admin/contact-messages').expect(200)).body as Json;
    expect((after.items as Json[]).find((item) => item.id === message!.id)!.replies).toEqual([
      expect.objectContaining({ body: answer, sentBy: admin.email }),
    ]);
  });

  it('refuses an answer to a form message (answered by email), an empty one, and an unknown message', async () => {
    const sent = await request(env.harness.url)
      .post('/api/contact')
      .set('origin', env.harness.url)
      .send({
        customerName: 'Dara',
        customerEmail: 'dara@example.com',
        subject: 'Hello',
        message: 'A question',
      })
      .expect(200);
    expect(sent.body.success).toBe(true);
    const stored = await env.db.query(
      `SELECT id FROM contact_message WHERE customer_email = 'dara@example.com' AND message = 'A question'`,
    );
    const id = stored.rows[0].id as string;
    const byEmail = await as(admin, 'post', `/api/admin/contact-messages/${id}/replies`).send({
      message: 'Hi',
    });
    expect(byEmail.status).toBe(409);
    expect(byEmail.body).toMatchObject({ code: 'CONTACT_REPLY_BY_EMAIL' });
    const empty = await as(admin, 'post', `/api/admin/contact-messages/${id}/replies`).send({
      message: '  ',
    });
    expect(empty.status).toBe(400);
    await as(admin, 'post', `/api/admin/contact-messages/00000000-0000-4000-8000-000000000000/replies`)
      .send({ message: 'Hi' })
      .expect(404);
    await as(alice, 'get', '/api/admin/contact-messages').expect(403);
  });
});

describe('sending', () => {
  it('a 429 from the Bot API is tried again after its retry_after', async () => {
    const carol = await signedInCustomer(env.harness, '10.0.35.3');
    const chat = await linkedChat(carol, 'en');
    await control(env.harness, 'PUT', '/__control/telegram', { rateLimitNext: 1, retryAfterSec: 2 });
    const started = Date.now();
    await say(chat.id as number, '/orders');
    await botMessage(chat.id as number, (text) => text === telegramTexts.en.orders.none, 'the answer');
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    const knobs = await control(env.harness, 'GET', '/__control/telegram');
    expect((knobs.behaviour as Json).rateLimitNext).toBe(0);
    const row = await until(async () => {
      const rows = await env.db.query(
        `SELECT m.state, m.attempts, m.last_error FROM telegram_message m
          WHERE m.chat_id = $1 AND m.dedupe_key LIKE 'update:%' ORDER BY m.created_at DESC LIMIT 1`,
        [chat.id],
      );
      return rows.rows[0]?.state === 'sent' ? (rows.rows[0] as Json) : undefined;
    }, 'the answer recorded as sent');
    expect(row.attempts).toBe(2);
    expect(row.last_error).toBeNull();
  });

  it('a user who blocked the bot: the message fails for good, no retry', async () => {
    const dan = await signedInCustomer(env.harness, '10.0.35.4');
    const chat = await linkedChat(dan, 'en');
    await control(env.harness, 'PUT', '/__control/telegram', { blockedChats: [chat.id] });
    await say(chat.id as number, '/orders');
    const row = await until(async () => {
      const rows = await env.db.query(
        `SELECT state, attempts, last_error FROM telegram_message
          WHERE chat_id = $1 AND text = $2 AND state NOT IN ('pending', 'sending')`,
        [chat.id, telegramTexts.en.orders.none],
      );
      return rows.rows[0] as Json | undefined;
    }, 'the answer given up');
    expect(row).toMatchObject({ state: 'failed', attempts: 1 });
    expect(row.last_error).toMatch(/blocked by the user/);
    await control(env.harness, 'PUT', '/__control/telegram', { blockedChats: [] });
  });

  it('staff alerts go to the staff chat, in English', async () => {
    const order = await paidOrder(env, { email: 'guest@example.com' });
    const dataSource = env.harness.worker!.get(DataSource, { strict: false });
    await dataSource.transaction((manager) =>
      env.harness.worker!.get(Notifications, { strict: false }).enqueue(manager, {
        kind: 'attention_staff',
        subjectId: order.orderId,
        to: env.harness.config.mail.supportEmail,
        language: 'en',
        data: {
          orderNumber: order.orderNumber,
          customerName: 'Sok Dara',
          amountLabel: '$5.00',
          status: 'processing',
          paidAt: new Date().toISOString(),
          lastError: 'RoameSIM: out of stock',
          adminLink: `${env.harness.config.http.publicUrl}/needs-attention?subdomain=admin`,
        },
      }),
    );
    const alert = await botMessage(
      STAFF_CHAT_ID,
      (text) => text.includes(order.orderNumber),
      'the staff alert',
    );
    expect(alert.text).toMatch(/^Needs attention: paid order /);
    expect(alert.text).toContain('RoameSIM: out of stock');
    expect(alert.reply_markup.inline_keyboard[0][0].url).toContain('/needs-attention?subdomain=admin');
  });
});
