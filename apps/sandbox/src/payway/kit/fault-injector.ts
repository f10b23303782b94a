import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext, SandboxProvider } from '../../context';

/**
 * Provider-neutral helpers of the sandbox. They live under payway/ only because of folder ownership;
 * the PayPal module imports them too. Move them to a shared folder when one exists.
 */

/** What an API handler produces; the fault layer decides whether and when it is sent. */
export interface ApiAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export type FaultDecision = 'none' | 'fail' | 'hang';

/**
 * Reads one provider's knobs for one request. Deterministic counters win over probabilities, and the
 * seeded random source is drawn only when a probability is set, so a run without rates never
 * consumes randomness (identifiers stay reproducible).
 */
export function decideFault(ctx: SandboxContext, provider: SandboxProvider): FaultDecision {
  const knobs = ctx.faults[provider];
  if (knobs.failNext > 0) {
    knobs.failNext -= 1;
    return 'fail';
  }
  if (knobs.timeoutNext > 0) {
    knobs.timeoutNext -= 1;
    return 'hang';
  }
  if (knobs.errorRate > 0 && ctx.random.next() < knobs.errorRate) return 'fail';
  if (knobs.timeoutAfterCommitRate > 0 && ctx.random.next() < knobs.timeoutAfterCommitRate) return 'hang';
  return 'none';
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export type ApiHandler = (request: FastifyRequest) => ApiAnswer | Promise<ApiAnswer>;

/**
 * Wraps API handlers with one provider's fault knobs: latency first, then an injected 500 (the work is
 * not done), or the work done and the answer withheld (the socket is held open, then destroyed, so
 * the caller times out without knowing the outcome).
 */
export class FaultInjector {
  private readonly held = new Set<Socket>();

  constructor(
    app: FastifyInstance,
    private readonly ctx: SandboxContext,
    private readonly provider: SandboxProvider,
    private readonly failure: () => ApiAnswer,
    private readonly holdMs = 120_000,
  ) {
    app.addHook('preClose', async () => {
      for (const socket of this.held) socket.destroy();
      this.held.clear();
    });
  }

  wrap(handler: ApiHandler): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
    return async (request, reply) => {
      const latency = this.ctx.faults[this.provider].latencyMs;
      const decision = decideFault(this.ctx, this.provider);
      if (latency > 0) await sleep(latency);
      if (decision === 'fail') return sendAnswer(reply, this.failure());
      const answer = await handler(request);
      if (decision === 'hang') return this.hang(reply);
      return sendAnswer(reply, answer);
    };
  }

  private hang(reply: FastifyReply): FastifyReply {
    reply.hijack();
    const socket = reply.raw.socket;
    if (!socket) return reply;
    this.held.add(socket);
    const timer = setTimeout(() => {
      socket.destroy();
      this.held.delete(socket);
    }, this.holdMs);
    timer.unref();
    socket.once('close', () => {
      clearTimeout(timer);
      this.held.delete(socket);
    });
    return reply;
  }
}

export function sendAnswer(reply: FastifyReply, answer: ApiAnswer): FastifyReply {
  reply.code(answer.status);
  if (answer.headers) reply.headers(answer.headers);
  return reply.send(answer.body);
}
