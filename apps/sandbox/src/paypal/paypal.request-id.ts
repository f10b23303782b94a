import type { FastifyRequest } from 'fastify';
import type { ApiAnswer } from '../kit/fault-injector';
import { getPaypalBehaviour, paypalNow } from './paypal.behaviour';
import { issue } from './paypal.errors';
import type { PaypalSandbox } from './paypal.state';
import type { RequestIdEntry } from './paypal.store';

export interface Outcome {
  answer: ApiAnswer;
  /** The resource the request made or changed, replayed in its latest state. */
  resource?: { kind: 'order' | 'capture' | 'refund'; id: string };
}

/**
 * PayPal-Request-Id: the same id on the same endpoint within requestIdTtlSec (6 h) answers the latest
 * state of what the first request did (its error, if it failed with a 4xx) instead of acting again.
 * 5xx answers are not remembered, so a retry after a server error does the work.
 */
export function idempotent(
  sandbox: PaypalSandbox,
  request: FastifyRequest,
  run: () => Outcome,
  render: (entry: RequestIdEntry) => ApiAnswer,
): ApiAnswer {
  const header = request.headers['paypal-request-id'];
  const requestId = Array.isArray(header) ? header[0] : header;
  if (!requestId) return run().answer;
  if (requestId.length > 108) {
    return issue(
      sandbox.ctx,
      400,
      'INVALID_PARAMETER_VALUE',
      'PayPal-Request-Id is longer than 108 characters.',
      'PayPal-Request-Id',
    );
  }
  const { store, ctx } = sandbox;
  const key = `${request.method} ${request.url.split('?')[0]} ${requestId}`;
  const now = paypalNow(ctx);
  const previous = store.requestIds.get(key);
  if (previous && now - previous.at <= getPaypalBehaviour(ctx).requestIdTtlSec * 1000) {
    return previous.kind === 'error' ? { status: previous.status, body: previous.body } : render(previous);
  }
  const outcome = run();
  if (outcome.answer.status < 500) {
    const entry: RequestIdEntry = outcome.resource
      ? { at: now, status: outcome.answer.status, kind: outcome.resource.kind, id: outcome.resource.id }
      : { at: now, status: outcome.answer.status, kind: 'error', body: outcome.answer.body };
    store.requestIds.set(key, entry);
    store.changed();
  }
  return outcome.answer;
}
