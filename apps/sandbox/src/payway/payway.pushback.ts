import type { FastifyInstance } from 'fastify';
import { sleep } from '../kit/fault-injector';
import { getPaywayBehaviour, paywayNow } from './payway.behaviour';
import { pushbackSignature } from './payway.hash';
import type { PaywaySandbox } from './payway.state';
import type { PaywayTransaction, PushbackAttempt } from './payway.store';

export const PUSHBACK_HEADER = 'X-PayWay-HMAC-SHA512';

export type PushbackPlan = 'scheduled' | 'dropped' | 'no-url';

/**
 * Server-to-server pushback after a payment: POST JSON to the decoded return_url (checkout) or
 * callback_url (QR API), signed with X-PayWay-HMAC-SHA512 unless the knobs say otherwise. One attempt
 * per copy, no retries (PayWay documents none), never after close-transaction.
 */
export class PushbackSender {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    app: FastifyInstance,
    private readonly sandbox: () => PaywaySandbox,
  ) {
    app.addHook('preClose', async () => {
      for (const timer of this.timers) clearTimeout(timer);
      this.timers.clear();
      await Promise.allSettled([...this.inFlight]);
    });
  }

  schedule(tx: PaywayTransaction): PushbackPlan {
    if (!tx.pushbackUrl) return 'no-url';
    const knobs = getPaywayBehaviour(this.sandbox().ctx).pushback;
    if (knobs.drop) return 'dropped';
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const run = this.deliverCopies(tx, 1 + Math.max(0, knobs.duplicate)).finally(() =>
        this.inFlight.delete(run),
      );
      this.inFlight.add(run);
    }, knobs.delayMs);
    this.timers.add(timer);
    return 'scheduled';
  }

  /** One more copy of a pushback already due (a replay), whatever the knobs say about new ones. */
  replay(tx: PaywayTransaction): Promise<void> {
    return this.deliverOnce(tx);
  }

  private async deliverCopies(tx: PaywayTransaction, copies: number): Promise<void> {
    for (let copy = 0; copy < copies; copy += 1) {
      if (copy > 0) await sleep(20);
      await this.deliverOnce(tx);
    }
  }

  private async deliverOnce(tx: PaywayTransaction): Promise<void> {
    const { ctx, creds, store } = this.sandbox();
    const current = store.get(tx.tranId) ?? tx;
    if (current.closed || !current.pushbackUrl) return;
    const knobs = getPaywayBehaviour(ctx).pushback;
    const body = pushbackBody(current, knobs.statusAsNumber);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    let signature: PushbackAttempt['signature'] = 'none';
    if (!knobs.unsigned) {
      const valid = pushbackSignature(creds.apiKey, body);
      headers[PUSHBACK_HEADER] = knobs.badSignature
        ? pushbackSignature(`${creds.apiKey}-wrong`, body)
        : valid;
      signature = knobs.badSignature ? 'bad' : 'valid';
    }
    const attempt: PushbackAttempt = { at: paywayNow(ctx), url: current.pushbackUrl, signature };
    try {
      const response = await fetch(current.pushbackUrl, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(5000),
      });
      attempt.httpStatus = response.status;
      await response.arrayBuffer();
    } catch (error) {
      attempt.error = (error as Error).message;
    }
    current.pushbacks.push(attempt);
    store.changed();
  }
}

/** Checkout pushback {tran_id, apv, status:"0", return_params}; QR API callback {tran_id, apv, status:"00", merchant_ref_no}. */
export function pushbackBody(tx: PaywayTransaction, statusAsNumber: boolean): Record<string, unknown> {
  if (tx.source === 'qr-api') {
    return {
      tran_id: tx.tranId,
      apv: tx.apv ?? '',
      status: '00',
      merchant_ref_no: tx.returnParams ?? tx.tranId,
    };
  }
  const body: Record<string, unknown> = {
    tran_id: tx.tranId,
    apv: tx.apv ?? '',
    status: statusAsNumber ? 0 : '0',
  };
  if (tx.returnParams !== undefined) body.return_params = tx.returnParams;
  return body;
}
