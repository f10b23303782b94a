import { z } from 'zod';
import { ControlInputError, parseControlBody, registerControlSection } from '../control/control-sections';
import { asControlInput } from '../payway/payway.control';
import type { TelegramSandbox } from './telegram.api';
import {
  configureTelegram,
  getTelegramBehaviour,
  resetTelegram,
  type TelegramBehaviour,
} from './telegram.behaviour';
import { addUser } from './telegram.users';

const userSchema = z
  .object({
    first_name: z.string().min(1).max(64).optional(),
    username: z
      .string()
      .regex(/^[A-Za-z0-9_]{5,32}$/)
      .optional(),
    language_code: z.string().min(2).max(10).optional(),
  })
  .strict();
const sendSchema = z.object({ user_id: z.number().int(), text: z.string().min(1).max(4096) }).strict();
const pressSchema = z
  .object({ user_id: z.number().int(), message_id: z.number().int(), data: z.string().min(1).max(64) })
  .strict();

/**
 * /__control/telegram: GET the knobs and counts, PUT a patch (telegram.behaviour.ts), actions
 * user {first_name?, username?, language_code?} (a new user), send {user_id, text} (the user writes
 * to the bot: an update), press {user_id, message_id, data} (the user presses an inline button),
 * settled (wait for the webhook deliveries under way), redeliver (try the waiting updates again),
 * reset with the sandbox.
 */
export function registerTelegramControl(sandbox: TelegramSandbox): void {
  const { ctx, store } = sandbox;
  const userOf = (id: number) => {
    const user = store.users.get(id);
    if (!user) throw new ControlInputError('user_id', 'no such user');
    return user;
  };
  registerControlSection(ctx, 'telegram', {
    get: () => ({
      users: store.users.size,
      webhook: store.webhook
        ? { url: store.webhook.url, secretToken: Boolean(store.webhook.secretToken) }
        : null,
      pendingUpdates: store.pending.length,
      behaviour: getTelegramBehaviour(ctx),
    }),
    patch: (body) => asControlInput(() => configureTelegram(ctx, body as Partial<TelegramBehaviour>)),
    reset: () => {
      store.reset();
      return resetTelegram(ctx);
    },
    actions: {
      user: (body) => {
        const input = parseControlBody(userSchema, body);
        return addUser(sandbox, {
          firstName: input.first_name,
          username: input.username,
          languageCode: input.language_code,
        });
      },
      send: (body) => {
        const input = parseControlBody(sendSchema, body);
        return sandbox.updates.userSends(userOf(input.user_id), input.text);
      },
      press: (body) => {
        const input = parseControlBody(pressSchema, body);
        const update = sandbox.updates.userPresses(userOf(input.user_id), input.message_id, input.data);
        if (!update) throw new ControlInputError('data', 'no such button on that message');
        return update;
      },
      settled: async () => {
        await sandbox.updates.settled();
        return { pendingUpdates: store.pending.length, lastError: store.webhook?.lastErrorMessage ?? null };
      },
      redeliver: async () => {
        await sandbox.updates.flush();
        return { pendingUpdates: store.pending.length, lastError: store.webhook?.lastErrorMessage ?? null };
      },
    },
  });
}
