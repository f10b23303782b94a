/**
 * Linking Telegram to an account through the bot's deep link, against the Bot API sandbox: the
 * sandbox's user presses Start (`/start <one-time token>`), the update reaches our webhook with the
 * secret-token header, the chat is linked and told so in the user's language; a used or unknown
 * token is refused; unlink from Settings or with /stop in the chat. A webhook call without the
 * secret-token header is refused.
 */
import request from 'supertest';
import {
  TELEGRAM_SANDBOX_BOT_TOKEN,
  TELEGRAM_SANDBOX_BOT_USERNAME,
} from '../../../apps/sandbox/src/telegram';
import { telegramTexts } from '@app/i18n';
import { signedInCustomer, type TestUser } from '../accounts/accounts-client';
import { startHarness, type Harness } from '../../support/harness';
import { until } from '../../support/wait';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let harness: Harness;
let sandboxUrl: string;
let alice: TestUser;

const as = (user: TestUser, method: 'get' | 'post' | 'delete', path: string) =>
  request(harness.url)[method](path).set('origin', harness.url).set('cookie', user.cookie);
const control = async (action: string, body: unknown): Promise<Json> => {
  const response = await fetch(`${sandboxUrl}/__control/telegram/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Json;
};
const chat = async (userId: number): Promise<string[]> => {
  const chats = (await (await fetch(`${sandboxUrl}/__telegram/chats`)).json()) as Json[];
  return (chats.find((entry) => entry.user.id === userId)?.messages ?? []).map((m: Json) => m.text as string);
};
const botSaid = (userId: number, text: string) =>
  until(async () => ((await chat(userId)).includes(text) ? true : undefined), `the bot to say "${text}"`);

beforeAll(async () => {
  harness = await startHarness({ sandbox: true });
  sandboxUrl = harness.sandbox!.url;
  const secret = harness.config.telegram.webhookSecret!;
  const set = await fetch(`${sandboxUrl}/bot${TELEGRAM_SANDBOX_BOT_TOKEN}/setWebhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: `${harness.url}/api/telegram/webhook`, secret_token: secret }),
  });
  expect(set.status).toBe(200);
  alice = await signedInCustomer(harness);
});
afterAll(async () => harness.close());

describe('Telegram linked from Settings through the bot deep link', () => {
  it('links with a one-time token, says so in Khmer, and unlinks from Settings', async () => {
    expect((await as(alice, 'get', '/api/account/telegram').expect(200)).body).toEqual({
      available: true,
      linked: false,
      name: null,
      linkedAt: null,
    });
    const started = (await as(alice, 'post', '/api/account/telegram/link').expect(200)).body as Json;
    const url = new URL(started.url as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${sandboxUrl}/t.me/${TELEGRAM_SANDBOX_BOT_USERNAME}`);
    const token = url.searchParams.get('start')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const sophea = await control('user', { first_name: 'Sophea', username: 'sophea_k', language_code: 'km' });
    await control('send', { user_id: sophea.id, text: `/start ${token}` });
    await botSaid(sophea.id, telegramTexts.km.bot.linked.replace('{{name}}', 'Sophea'));
    const linked = (await as(alice, 'get', '/api/account/telegram').expect(200)).body as Json;
    expect(linked).toMatchObject({ available: true, linked: true, name: '@sophea_k' });

    // The token works once: another chat pressing the same link is refused.
    const dara = await control('user', { first_name: 'Dara', language_code: 'en' });
    await control('send', { user_id: dara.id, text: `/start ${token}` });
    await botSaid(dara.id, telegramTexts.en.bot.linkInvalid);
    expect((await as(alice, 'get', '/api/account/telegram').expect(200)).body).toMatchObject({
      name: '@sophea_k',
    });

    await as(alice, 'delete', '/api/account/telegram').expect(200);
    expect((await as(alice, 'get', '/api/account/telegram').expect(200)).body).toMatchObject({
      linked: false,
    });
    await botSaid(sophea.id, telegramTexts.km.bot.unlinked);
  });

  it('unlinks from the chat with /stop; an account links one chat, a chat one account', async () => {
    const bob = await signedInCustomer(harness);
    const chatUser = await control('user', { first_name: 'Vanna', language_code: 'en' });
    const linkWith = async (user: TestUser) => {
      const { url } = (await as(user, 'post', '/api/account/telegram/link').expect(200)).body as Json;
      await control('send', {
        user_id: chatUser.id,
        text: `/start ${new URL(url as string).searchParams.get('start')}`,
      });
    };
    await linkWith(bob);
    await until(
      async () => (((await as(bob, 'get', '/api/account/telegram')).body as Json).linked ? true : undefined),
      'the first link',
    );
    // The same chat linked to another account leaves the first.
    const carol = await signedInCustomer(harness);
    await linkWith(carol);
    await until(
      async () =>
        ((await as(carol, 'get', '/api/account/telegram')).body as Json).linked ? true : undefined,
      'the second link',
    );
    expect((await as(bob, 'get', '/api/account/telegram').expect(200)).body).toMatchObject({ linked: false });

    await control('send', { user_id: chatUser.id, text: '/stop' });
    await botSaid(chatUser.id, telegramTexts.en.bot.unlinked);
    expect((await as(carol, 'get', '/api/account/telegram').expect(200)).body).toMatchObject({
      linked: false,
    });
  });

  it('refuses a webhook call without the secret-token header, or with a wrong one', async () => {
    const update = { update_id: 1, message: { chat: { id: 1, type: 'private' }, text: '/stop' } };
    const missing = await request(harness.url).post('/api/telegram/webhook').send(update).expect(401);
    expect(missing.body).toMatchObject({ code: 'TELEGRAM_SECRET_INVALID' });
    await request(harness.url)
      .post('/api/telegram/webhook')
      .set('x-telegram-bot-api-secret-token', 'not-the-secret')
      .send(update)
      .expect(401);
    await request(harness.url)
      .post('/api/telegram/webhook')
      .set('x-telegram-bot-api-secret-token', harness.config.telegram.webhookSecret!)
      .send(update)
      .expect(200);
  });
});
