import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { getTelegramBehaviour } from './telegram.behaviour';
import { messageJson, userJson } from './telegram.objects';
import { getTelegramStore, type TelegramUserRecord } from './telegram.store';

/** The header Telegram sends with every webhook delivery when setWebhook named a secret_token. */
export const SECRET_TOKEN_HEADER = 'X-Telegram-Bot-Api-Secret-Token';

const nowSec = (): number => Math.floor(Date.now() / 1000);

/**
 * Updates from the sandbox's users (a message, a button pressed), delivered in order to the webhook
 * with the secret-token header, or kept for getUpdates. A delivery that fails (no answer, non-2xx)
 * stays first in the queue with last_error_*, and is sent again before the next update, as Telegram
 * keeps trying.
 */
export class TelegramUpdates {
  readonly openCallbacks = new Set<string>();
  private chain: Promise<void> = Promise.resolve();
  private callbackSeq = 0;

  constructor(
    app: FastifyInstance,
    private readonly ctx: SandboxContext,
  ) {
    app.addHook('preClose', async () => {
      await this.chain;
    });
  }

  private get store() {
    return getTelegramStore(this.ctx);
  }

  /** The user writes to the bot (opening the private chat if new). */
  userSends(user: TelegramUserRecord, text: string): Record<string, unknown> {
    const message = {
      messageId: this.store.newMessageId(),
      fromBot: false,
      date: nowSec(),
      text,
      parseMode: null,
      inlineKeyboard: null,
    };
    this.store.messages(user.id).push(message);
    return this.enqueue({ message: messageJson(user, message) });
  }

  /** The user presses an inline button with callback_data on one of the bot's messages. */
  userPresses(
    user: TelegramUserRecord,
    messageId: number,
    data: string,
  ): Record<string, unknown> | undefined {
    const message = this.store.messages(user.id).find((m) => m.messageId === messageId && m.fromBot);
    const pressed = message?.inlineKeyboard?.flat().some((button) => button.callback_data === data);
    if (!message || !pressed) return undefined;
    this.callbackSeq += 1;
    const id = `${user.id}${String(this.callbackSeq).padStart(6, '0')}`;
    this.openCallbacks.add(id);
    return this.enqueue({
      callback_query: {
        id,
        from: userJson(user),
        message: messageJson(user, message),
        chat_instance: `-${user.id}`,
        data,
      },
    });
  }

  private enqueue(content: Record<string, unknown>): Record<string, unknown> {
    const update = { update_id: this.store.nextUpdateId, ...content };
    this.store.nextUpdateId += 1;
    this.store.pending.push(update);
    void this.flush(); // its deliveries record their own failures
    return update;
  }

  /** Sends the queued updates to the webhook, one at a time, in order (a failed one is tried again). */
  flush(): Promise<void> {
    this.chain = this.chain.then(() => this.deliverQueued());
    return this.chain;
  }

  /** Resolves when the deliveries under way have ended (without trying a failed one again). */
  settled(): Promise<void> {
    return this.chain;
  }

  private async deliverQueued(): Promise<void> {
    const { store } = this;
    const delayMs = getTelegramBehaviour(this.ctx).webhookDelayMs;
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    while (store.webhook && store.pending.length) {
      const hook = store.webhook;
      const update = store.pending[0] as Record<string, unknown>;
      const kind = Object.keys(update).find((key) => key !== 'update_id') ?? '';
      if (hook.allowedUpdates.length && !hook.allowedUpdates.includes(kind)) {
        store.pending.shift();
        continue;
      }
      const delivery = { updateId: update.update_id as number, url: hook.url, at: Date.now() } as {
        updateId: number;
        url: string;
        at: number;
        httpStatus?: number;
        error?: string;
      };
      try {
        const response = await fetch(hook.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(hook.secretToken ? { [SECRET_TOKEN_HEADER]: hook.secretToken } : {}),
          },
          body: JSON.stringify(update),
          signal: AbortSignal.timeout(5000),
        });
        delivery.httpStatus = response.status;
        await response.arrayBuffer();
        if (!response.ok)
          delivery.error = `Wrong response from the webhook: ${response.status} ${response.statusText}`;
      } catch (error) {
        delivery.error = `Connection refused (${(error as Error).message})`;
      }
      store.deliveries.push(delivery);
      if (store.deliveries.length > 300) store.deliveries.shift();
      if (delivery.error) {
        hook.lastErrorDate = nowSec();
        hook.lastErrorMessage = delivery.error;
        return;
      }
      store.pending.shift();
    }
  }
}
