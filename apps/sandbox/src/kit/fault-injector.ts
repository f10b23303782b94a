import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext, SandboxProvider } from '../context';
import { consumeFailure, hang, releaseHungRequests, shouldHangAfterCommit, sleep } from '../faults';

/** What an API handler produces; the fault layer decides whether and when it is sent. */
export interface ApiAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export type ApiHandler = (request: FastifyRequest) => ApiAnswer | Promise<ApiAnswer>;

export { sleep };

/**
 * Wraps API handlers (PayWay, PayPal) with one provider's fault knobs from faults.ts: latency
 * first, then an injected failure (the work is not done), or the work done and the answer withheld
 * (the caller times out without knowing the outcome; hung sockets are released when the server
 * closes).
 */
export class FaultInjector {
  constructor(
    app: FastifyInstance,
    private readonly ctx: SandboxContext,
    private readonly provider: SandboxProvider,
    private readonly failure: () => ApiAnswer,
  ) {
    app.addHook('preClose', async () => releaseHungRequests(app));
  }

  wrap(handler: ApiHandler): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
    return async (request, reply) => {
      const latency = this.ctx.faults[this.provider].latencyMs;
      if (latency > 0) await sleep(latency);
      if (consumeFailure(this.ctx, this.provider)) return sendAnswer(reply, this.failure());
      // Decided when the request arrives, so a slow handler cannot pass the knob to a later request.
      const hangAfterCommit = shouldHangAfterCommit(this.ctx, this.provider);
      const answer = await handler(request);
      if (hangAfterCommit) {
        hang(reply);
        return reply;
      }
      return sendAnswer(reply, answer);
    };
  }
}

export function sendAnswer(reply: FastifyReply, answer: ApiAnswer): FastifyReply {
  reply.code(answer.status);
  if (answer.headers) reply.headers(answer.headers);
  return reply.send(answer.body);
}
