/**
 * Our Telegram client (libs/providers) against the Bot API sandbox over real HTTP: getMe,
 * sendMessage with inline keyboards, the documented error shape ({ok:false, error_code,
 * description, parameters.retry_after}), the knobs, setWebhook with a secret token and the updates
 * the sandbox's users send (X-Telegram-Bot-Api-Secret-Token on each delivery), and the chats page.
 */
import { startSandbox, type Sandbox } from '../../../apps/sandbox/src/sandbox';
import {
  configureTelegram,
  resetTelegram,
  getTelegramStore,
  TELEGRAM_SANDBOX_BOT_TOKEN,
  TELEGRAM_SANDBOX_BOT_USERNAME,
} from '../../../apps/sandbox/src/telegram';
import { ProviderError } from '../../../libs/providers/src/http/provider-error';
import {
  TELEGRAM_SECRET_HEADER,
  TelegramClient,
  telegramSecretMatches,
} from '../../../libs/providers/src/telegram';
import { Receiver } from './payway-paypal-receiver';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let sandbox: Sandbox;
let hooks: Receiver;
const SECRET = 'shop-webhook-secret_1';

const client = (botToken = TELEGRAM_SANDBOX_BOT_TOKEN) =>
  new TelegramClient({ baseUrl: sandbox.url, botToken, timeoutMs: 3000 });
const control = async (action: string, body: unknown): Promise<Json> => {
  const response = await fetch(`${sandbox.url}/__control/telegram/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Json;
};
const newUser = (first_name = 'Sophea', language_code = 'km') =>
  control('user', { first_name, language_code });
const bot = async (method: string, init?: RequestInit, token = TELEGRAM_SANDBOX_BOT_TOKEN) => {
  const response = await fetch(`${sandbox.url}/bot${token}/${method}`, init);
  return { status: response.status, body: (await response.json()) as Json };
};
const failure = async (promise: Promise<unknown>): Promise<ProviderError> => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ProviderError)) throw new Error(`expected a ProviderError, got ${String(error)}`);
  return error;
};
const chat = async (userId: number): Promise<Json[]> => {
  const chats = (await (await fetch(`${sandbox.url}/__telegram/chats`)).json()) as Json[];
  return chats.find((entry) => entry.user.id === userId)?.messages ?? [];
};

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, host: '127.0.0.1', smtpPort: 0, seed: 'telegram', publicUrl: '' });
  sandbox.ctx.config.publicUrl = sandbox.url;
  hooks = await new Receiver().start();
});
afterAll(async () => {
  await sandbox.close();
  await hooks.close();
});
beforeEach(async () => {
  await fetch(`${sandbox.url}/__control/reset`, { method: 'POST' });
  hooks.clear();
  hooks.status = 200;
});

describe('Telegram Bot API sandbox', () => {
  it('getMe names the bot; a wrong token is 401 and an unknown method 404, in the Bot API error shape', async () => {
    const me = await client().getMe();
    expect(me).toEqual({
      id: Number(TELEGRAM_SANDBOX_BOT_TOKEN.split(':')[0]),
      username: TELEGRAM_SANDBOX_BOT_USERNAME,
      firstName: expect.any(String),
    });
    const byGet = await bot('getMe');
    expect(byGet.body).toMatchObject({
      ok: true,
      result: { is_bot: true, username: TELEGRAM_SANDBOX_BOT_USERNAME },
    });
    expect(await bot('getMe', undefined, '123:wrong')).toEqual({
      status: 401,
      body: { ok: false, error_code: 401, description: 'Unauthorized' },
    });
    expect(await bot('sendSticker2')).toEqual({
      status: 404,
      body: { ok: false, error_code: 404, description: 'Not Found' },
    });
    expect(await failure(client('123:wrong').getMe())).toMatchObject({
      code: 'UNAUTHORIZED',
      retryable: false,
    });
  });

  it('sendMessage with an inline keyboard reaches the chat; refused sends are the documented 400/403', async () => {
    const user = await newUser();
    const sent = await client().sendMessage({
      chatId: user.id,
      text: '<b>Your eSIM is ready</b> &amp; waiting',
      parseMode: 'HTML',
      buttons: [
        [{ text: 'Open my order', url: 'https://shop.test/orders/DL1' }],
        [{ text: 'Orders', callbackData: 'orders' }],
      ],
    });
    expect(sent.chatId).toBe(user.id);
    const [message] = await chat(user.id);
    expect(message).toMatchObject({
      message_id: sent.messageId,
      from: { is_bot: true },
      chat: { id: user.id, type: 'private' },
      text: 'Your eSIM is ready & waiting',
      reply_markup: {
        inline_keyboard: [
          [{ text: 'Open my order', url: 'https://shop.test/orders/DL1' }],
          [{ text: 'Orders', callback_data: 'orders' }],
        ],
      },
    });
    // A form with reply_markup as a JSON string, as the Bot API takes it.
    const form = await bot('sendMessage', {
      method: 'POST',
      body: new URLSearchParams({
        chat_id: String(user.id),
        text: 'hi',
        reply_markup: JSON.stringify({ inline_keyboard: [[{ text: 'x', callback_data: 'y'.repeat(65) }]] }),
      }),
    });
    expect(form).toEqual({
      status: 400,
      body: { ok: false, error_code: 400, description: 'Bad Request: BUTTON_DATA_INVALID' },
    });
    expect(
      (
        await bot('sendMessage', {
          method: 'POST',
          body: new URLSearchParams({ chat_id: String(user.id), text: ' ' }),
        })
      ).body,
    ).toEqual({
      ok: false,
      error_code: 400,
      description: 'Bad Request: message text is empty',
    });
    const unknown = await failure(client().sendMessage({ chatId: 42, text: 'hello' }));
    expect(unknown).toMatchObject({ code: 'CHAT_NOT_FOUND', retryable: false, httpStatus: 400 });
    configureTelegram(sandbox.ctx, { blockedChats: [user.id] });
    const blocked = await failure(client().sendMessage({ chatId: user.id, text: 'hello' }));
    expect(blocked).toMatchObject({ code: 'FORBIDDEN', retryable: false, httpStatus: 403 });
    expect(blocked.message).toContain('Forbidden: bot was blocked by the user');
  });

  it('knobs: rate-limit answers 429 with parameters.retry_after, fail-next a 500; both retryable', async () => {
    const user = await newUser();
    configureTelegram(sandbox.ctx, { rateLimitNext: 2, retryAfterSec: 7 });
    const raw = await bot('sendMessage', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chat_id: user.id, text: 'hi' }),
    });
    expect(raw).toEqual({
      status: 429,
      body: {
        ok: false,
        error_code: 429,
        description: 'Too Many Requests: retry after 7',
        parameters: { retry_after: 7 },
      },
    });
    const limited = await failure(client().sendMessage({ chatId: user.id, text: 'hi' }));
    expect(limited).toMatchObject({ code: 'RATE_LIMITED', retryable: true, httpStatus: 429 });
    expect(limited.options.details).toMatchObject({ retryAfterSec: 7 });
    configureTelegram(sandbox.ctx, { failNext: 1 });
    expect(await failure(client().sendMessage({ chatId: user.id, text: 'hi' }))).toMatchObject({
      code: 'SERVER_ERROR',
      retryable: true,
    });
    expect((await client().sendMessage({ chatId: user.id, text: 'hi' })).chatId).toBe(user.id);
    expect(await chat(user.id)).toHaveLength(1);
  });

  it("setWebhook: a user's /start and a button press arrive as updates with the secret-token header", async () => {
    await client().setWebhook(`${hooks.url}/telegram`, SECRET);
    const info = await bot('getWebhookInfo');
    expect(info.body.result).toMatchObject({ url: `${hooks.url}/telegram`, pending_update_count: 0 });
    expect((await bot('getUpdates')).status).toBe(409);

    const user = await newUser('Dara', 'en');
    await control('send', { user_id: user.id, text: '/start tok_123' });
    const [start] = await hooks.waitFor(1);
    expect(start.headers[TELEGRAM_SECRET_HEADER]).toBe(SECRET);
    expect(telegramSecretMatches(start.headers[TELEGRAM_SECRET_HEADER], SECRET)).toBe(true);
    expect(telegramSecretMatches(undefined, SECRET)).toBe(false);
    expect(telegramSecretMatches('wrong', SECRET)).toBe(false);
    expect(start.json).toMatchObject({
      update_id: expect.any(Number),
      message: {
        from: { id: user.id, is_bot: false, first_name: 'Dara', language_code: 'en' },
        chat: { id: user.id, type: 'private' },
        text: '/start tok_123',
        entities: [{ offset: 0, length: 6, type: 'bot_command' }],
      },
    });

    const sent = await client().sendMessage({
      chatId: user.id,
      text: 'Pick',
      buttons: [[{ text: 'Orders', callbackData: 'orders' }]],
    });
    await control('press', { user_id: user.id, message_id: sent.messageId, data: 'orders' });
    const [, press] = await hooks.waitFor(2);
    const query = (press.json as Json).callback_query as Json;
    expect(query).toMatchObject({
      data: 'orders',
      from: { id: user.id },
      message: { message_id: sent.messageId },
    });
    expect((press.json as Json).update_id).toBe((start.json as Json).update_id + 1);
    await client().answerCallbackQuery(query.id as string, 'Done');
    expect(await failure(client().answerCallbackQuery(query.id as string))).toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('a webhook that fails keeps the update, shows last_error, and gets it again in order', async () => {
    await client().setWebhook(`${hooks.url}/telegram`, SECRET);
    const user = await newUser();
    hooks.status = 500;
    await control('send', { user_id: user.id, text: 'first' });
    expect((await control('settled', {})).pendingUpdates).toBe(1);
    const info = await bot('getWebhookInfo');
    expect(info.body.result).toMatchObject({
      pending_update_count: 1,
      last_error_message: expect.stringContaining('500'),
    });
    hooks.status = 200;
    await control('send', { user_id: user.id, text: 'second' });
    await control('settled', {});
    const texts = hooks.received.map((received) => (received.json as Json).message.text);
    expect(texts).toEqual(['first', 'first', 'second']);
    expect(getTelegramStore(sandbox.ctx).pending).toHaveLength(0);
  });

  it('the chats page shows each chat; a user writes from it, like a person would', async () => {
    await client().setWebhook(`${hooks.url}/telegram`, SECRET);
    const opened = await fetch(`${sandbox.url}/t.me/${TELEGRAM_SANDBOX_BOT_USERNAME}?start=abc`);
    expect(await opened.text()).toContain('/start abc');
    const started = await fetch(`${sandbox.url}/telegram/start`, {
      method: 'POST',
      body: new URLSearchParams({ start: 'abc', user_id: '', first_name: 'Sophea', language_code: 'km' }),
      redirect: 'manual',
    });
    expect(started.status).toBe(303);
    const [update] = await hooks.waitFor(1);
    expect((update.json as Json).message).toMatchObject({
      text: '/start abc',
      from: { first_name: 'Sophea', language_code: 'km' },
    });
    const userId = (update.json as Json).message.chat.id as number;
    await client().sendMessage({
      chatId: userId,
      text: 'Linked ✓',
      buttons: [[{ text: 'Open', url: 'https://shop.test/x' }]],
    });
    const list = await (await fetch(`${sandbox.url}/telegram`)).text();
    expect(list).toContain('Sophea');
    const page = await (await fetch(`${sandbox.url}/telegram/chats/${userId}`)).text();
    expect(page).toContain('Linked ✓');
    expect(page).toContain('href="https://shop.test/x"');
    resetTelegram(sandbox.ctx);
  });
});
