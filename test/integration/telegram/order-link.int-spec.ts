/**
 * One order's notices in Telegram without an account: from the order's page (its link's token) or
 * an alert's rescue link, against the Bot API sandbox. The chat follows that order (the 80 % alert
 * arrives there); a token that does not open the order is refused; unlink from the page (the chat is
 * told) or with /stop in the chat.
 */
import request from 'supertest';
import { RescueLinks, EsimSyncService } from '@app/esims';
import { telegramTexts } from '@app/i18n';
import { DataSource } from 'typeorm';
import { TELEGRAM_SANDBOX_BOT_TOKEN } from '../../../apps/sandbox/src/telegram';
import { control, paidOrder, startEsimsEnv, until, waitForOrder, type EsimsEnv } from '../esims/support';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let env: EsimsEnv;

const post = (path: string, body: unknown) =>
  request(env.harness.url)
    .post(path)
    .set('origin', env.harness.url)
    .send(body as object);
const sandbox = (path: string) => `${env.harness.sandbox!.url}${path}`;
const chatOf = async (userId: number): Promise<string[]> => {
  const chats = (await (await fetch(sandbox('/__telegram/chats'))).json()) as Json[];
  return (chats.find((entry) => entry.user.id === userId)?.messages ?? [])
    .filter((m: Json) => m.from.is_bot)
    .map((m: Json) => m.text as string);
};
const botSaid = (userId: number, matches: (text: string) => boolean, what: string) =>
  until(async () => (await chatOf(userId)).find(matches), what, 60_000);
const say = (userId: number, text: string) =>
  control(env.harness, 'POST', '/__control/telegram/send', { user_id: userId, text });
const pressStart = async (userId: number, url: string) =>
  say(userId, `/start ${new URL(url).searchParams.get('start')}`);

beforeAll(async () => {
  env = await startEsimsEnv({ env: { WORKER_QUEUES: 'provisioning,esim-sync,payments,notifications' } });
  await control(env.harness, 'PUT', '/__control/roamesim', { timeScale: 1, usageMbPerDay: 0 });
  const set = await fetch(sandbox(`/bot${TELEGRAM_SANDBOX_BOT_TOKEN}/setWebhook`), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      url: `${env.harness.url}/api/telegram/webhook`,
      secret_token: env.harness.config.telegram.webhookSecret,
    }),
  });
  expect(set.status).toBe(200);
}, 120_000);
afterAll(async () => env?.close());

describe("a guest follows an order's notices in Telegram", () => {
  it('links from the order page, gets the 80 % alert, and unlinks from a rescue link', async () => {
    const order = await paidOrder(env, { language: 'km' });
    await waitForOrder(env.db, order.orderId, 'completed');
    const [esim] = (await env.db.query('SELECT id, iccid FROM esim WHERE order_id = $1', [order.orderId]))
      .rows as { id: string; iccid: string }[];
    const ref = { orderNumber: order.orderNumber, token: order.token };

    // A token that does not open the order: 404, nothing issued.
    const refused = await post('/api/orders/telegram/link', { ...ref, token: 'not-the-token' }).expect(404);
    expect(refused.body).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    expect((await post('/api/orders/telegram', ref).expect(200)).body).toEqual({
      available: true,
      linked: false,
      name: null,
      linkedAt: null,
    });

    const started = (await post('/api/orders/telegram/link', ref).expect(200)).body as Json;
    const chat = await control(env.harness, 'POST', '/__control/telegram/user', {
      first_name: 'Sophea',
      language_code: 'km',
    });
    await pressStart(chat.id as number, started.url as string);
    const linkedText = telegramTexts.km.bot.linkedOrder
      .replace('{{name}}', 'Sophea')
      .replace('{{orderNumber}}', order.orderNumber);
    await botSaid(chat.id as number, (text) => text === linkedText, 'the order linked');
    expect((await post('/api/orders/telegram', ref).expect(200)).body).toMatchObject({
      linked: true,
      name: 'Sophea',
    });

    // The guest's eSIM passes 80 %: the alert comes to the order's chat.
    await control(env.harness, 'POST', '/__control/roamesim/install', { iccid: esim.iccid });
    await control(env.harness, 'POST', '/__control/roamesim/use', { iccid: esim.iccid, mb: 850 });
    await env.harness.worker!.get(EsimSyncService, { strict: false }).syncOne(esim.id);
    await botSaid(chat.id as number, (text) => /83\s?%/.test(text), 'the 80 % alert');

    // The alert's rescue link sees the same order's chat, and unlinks it; the chat is told.
    const dataSource = env.harness.api!.get(DataSource);
    const t = await env.harness
      .api!.get(RescueLinks)
      .issue(dataSource.manager, { id: esim.id, userId: null });
    const rescueStatus = await request(env.harness.url)
      .get(`/api/rescue/${esim.id}/telegram`)
      .query({ t })
      .expect(200);
    expect(rescueStatus.body).toMatchObject({ linked: true, name: 'Sophea' });
    await request(env.harness.url).get(`/api/rescue/${esim.id}/telegram`).query({ t: 'x.y' }).expect(403);
    expect((await post(`/api/rescue/${esim.id}/telegram/unlink`, { t }).expect(200)).body).toMatchObject({
      linked: false,
    });
    const unlinkedText = telegramTexts.km.bot.unlinkedOrder.replace('{{orderNumber}}', order.orderNumber);
    await botSaid(chat.id as number, (text) => text === unlinkedText, 'the unlink notice');

    // Linked again from the rescue link, then /stop in the chat ends it.
    const again = (await post(`/api/rescue/${esim.id}/telegram/link`, { t }).expect(200)).body as Json;
    await pressStart(chat.id as number, again.url as string);
    await until(
      async () => (((await post('/api/orders/telegram', ref)).body as Json).linked ? true : undefined),
      'linked again',
    );
    await say(chat.id as number, '/stop');
    await botSaid(chat.id as number, (text) => text === telegramTexts.km.bot.stoppedOrders, '/stop answered');
    expect((await post('/api/orders/telegram', ref).expect(200)).body).toMatchObject({ linked: false });
  });
});
