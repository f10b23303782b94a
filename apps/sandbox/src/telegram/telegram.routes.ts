import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context';
import {
  answerCallbackQuery,
  deleteWebhook,
  getMe,
  getUpdates,
  getWebhookInfo,
  sendMessage,
  setWebhook,
  type BotParams,
  type TelegramSandbox,
} from './telegram.api';
import {
  getTelegramBehaviour,
  TELEGRAM_SANDBOX_BOT_TOKEN,
  TELEGRAM_SANDBOX_BOT_USERNAME,
} from './telegram.behaviour';
import { registerTelegramControl } from './telegram.control';
import { BadRequest, botError, type BotAnswer } from './telegram.errors';
import { messageJson } from './telegram.objects';
import { chatPage, chatsPage, startPage } from './telegram.pages';
import { getTelegramStore } from './telegram.store';
import { TelegramUpdates } from './telegram.updates';
import { addUser } from './telegram.users';

export { SECRET_TOKEN_HEADER } from './telegram.updates';

const sandboxes = new WeakMap<SandboxContext, TelegramSandbox>();
export const getTelegramSandbox = (ctx: SandboxContext): TelegramSandbox | undefined => sandboxes.get(ctx);

const METHODS: Record<string, (sandbox: TelegramSandbox, params: BotParams) => BotAnswer> = {
  getme: () => getMe(),
  sendmessage: sendMessage,
  setwebhook: setWebhook,
  deletewebhook: deleteWebhook,
  getwebhookinfo: (sandbox) => getWebhookInfo(sandbox),
  getupdates: getUpdates,
  answercallbackquery: answerCallbackQuery,
};

/**
 * Telegram's Bot API as far as the shop uses it (https://core.telegram.org/bots/api): requests to
 * /bot<token>/<method> by GET or POST, parameters in the query string, a form or JSON; answers
 * {ok:true, result} or {ok:false, error_code, description, parameters?}. getMe, sendMessage (inline
 * keyboards), setWebhook (secret_token), deleteWebhook, getWebhookInfo, getUpdates,
 * answerCallbackQuery. The sandbox plays the users: /telegram shows the chats like the mail catcher,
 * a user writes or presses a button there (or through /__control/telegram), and the update is POSTed
 * to the webhook with X-Telegram-Bot-Api-Secret-Token. Knobs: failNext, rateLimitNext (429 with
 * retry_after), blockedChats.
 */
export async function registerTelegram(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  const store = getTelegramStore(ctx);
  const sandbox: TelegramSandbox = { ctx, store, updates: new TelegramUpdates(app, ctx) };
  sandboxes.set(ctx, sandbox);
  registerTelegramControl(sandbox);

  const call = (request: FastifyRequest): BotAnswer => {
    const { token, method } = request.params as { token: string; method: string };
    if (token !== TELEGRAM_SANDBOX_BOT_TOKEN) return botError(401, 'Unauthorized');
    const handler = METHODS[method.toLowerCase()];
    if (!handler) return botError(404, 'Not Found');
    const knobs = getTelegramBehaviour(ctx);
    if (knobs.rateLimitNext > 0) {
      knobs.rateLimitNext -= 1;
      return botError(429, `Too Many Requests: retry after ${knobs.retryAfterSec}`, {
        retry_after: knobs.retryAfterSec,
      });
    }
    if (knobs.failNext > 0) {
      knobs.failNext -= 1;
      return botError(500, 'Internal Server Error');
    }
    const body = request.body && typeof request.body === 'object' ? (request.body as BotParams) : {};
    try {
      return handler(sandbox, { ...(request.query as BotParams), ...body });
    } catch (error) {
      if (error instanceof BadRequest) return botError(400, error.message);
      throw error;
    }
  };
  app.route({
    method: ['GET', 'POST'],
    url: '/bot:token/:method',
    handler: async (request, reply) => {
      const answer = call(request);
      return reply.code(answer.status).send(answer.body);
    },
  });

  // The chats, like the mail catcher: a person (or an e2e test) plays the users here.
  const userOr404 = (request: FastifyRequest, reply: FastifyReply) => {
    const user = store.users.get(Number((request.params as { id: string }).id));
    if (!user) void reply.code(404).type('text/html').send('<h1>No such chat</h1>');
    return user;
  };
  const field = (request: FastifyRequest, name: string): string =>
    String((request.body as Record<string, unknown> | undefined)?.[name] ?? '').trim();

  app.get('/telegram', async (_request, reply) => reply.type('text/html').send(chatsPage(store)));
  app.post('/telegram/users', async (request, reply) => {
    const user = addUser(sandbox, {
      firstName: field(request, 'first_name'),
      username: field(request, 'username'),
      languageCode: field(request, 'language_code'),
    });
    return reply.redirect(`/telegram/chats/${user.id}`, 303);
  });
  app.get('/telegram/chats/:id', async (request, reply) => {
    const user = userOr404(request, reply);
    return user ? reply.type('text/html').send(chatPage(store, user)) : reply;
  });
  app.post('/telegram/chats/:id/send', async (request, reply) => {
    const user = userOr404(request, reply);
    if (!user) return reply;
    const text = field(request, 'text');
    if (text) {
      sandbox.updates.userSends(user, text);
      await sandbox.updates.settled();
    }
    return reply.redirect(`/telegram/chats/${user.id}`, 303);
  });
  app.post('/telegram/chats/:id/press', async (request, reply) => {
    const user = userOr404(request, reply);
    if (!user) return reply;
    sandbox.updates.userPresses(user, Number(field(request, 'message_id')), field(request, 'data'));
    await sandbox.updates.settled();
    return reply.redirect(`/telegram/chats/${user.id}`, 303);
  });
  // Opening https://t.me/<bot>?start=<payload> (here /t.me/<bot>?start=…): choose who presses Start.
  const start = (request: FastifyRequest, reply: FastifyReply) =>
    reply.type('text/html').send(startPage(store, String((request.query as { start?: string }).start ?? '')));
  app.get('/telegram/start', start);
  app.get('/t.me/:bot', async (request, reply) =>
    (request.params as { bot: string }).bot.toLowerCase() === TELEGRAM_SANDBOX_BOT_USERNAME.toLowerCase()
      ? start(request, reply)
      : reply.code(404).type('text/html').send('<h1>No such bot</h1>'),
  );
  app.post('/telegram/start', async (request, reply) => {
    const existing = store.users.get(Number(field(request, 'user_id')));
    const user =
      existing ??
      addUser(sandbox, {
        firstName: field(request, 'first_name'),
        languageCode: field(request, 'language_code'),
      });
    const payload = field(request, 'start');
    sandbox.updates.userSends(user, payload ? `/start ${payload}` : '/start');
    await sandbox.updates.settled();
    return reply.redirect(`/telegram/chats/${user.id}`, 303);
  });

  // For tests and people: the chats and the webhook deliveries as JSON.
  app.get('/__telegram/chats', async () =>
    [...store.users.values()].map((user) => ({
      user,
      messages: (store.chats.get(user.id) ?? []).map((message) => messageJson(user, message)),
    })),
  );
  app.get('/__telegram/deliveries', async () => store.deliveries);
}
