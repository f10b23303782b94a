import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxContext, SandboxProvider } from './context';

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The generic faults every provider route applies before doing its work: added latency, then an
 * injected HTTP 500 (failNext first, then errorRate). Returns 'handled' when the reply was sent.
 *
 *   if ((await applyFaults(ctx, 'roamesim', reply)) === 'handled') return reply;
 */
export async function applyFaults(
  ctx: SandboxContext,
  provider: SandboxProvider,
  reply: FastifyReply,
): Promise<'continue' | 'handled'> {
  const knobs = ctx.faults[provider];
  if (knobs.latencyMs > 0) await sleep(knobs.latencyMs);
  if (consumeFailure(ctx, provider)) {
    await reply
      .code(500)
      .type('application/json')
      .send({ error: 'Internal Server Error', message: `sandbox fault injected (${provider})` });
    return 'handled';
  }
  return 'continue';
}

/** failNext / errorRate without an HTTP reply (the SMTP catcher uses this one). */
export function consumeFailure(ctx: SandboxContext, provider: SandboxProvider): boolean {
  const knobs = ctx.faults[provider];
  if (knobs.failNext > 0) {
    knobs.failNext -= 1;
    return true;
  }
  return knobs.errorRate > 0 && ctx.random.next() < knobs.errorRate;
}

/**
 * Asked after the work is committed: should this request now hang, so the caller times out
 * without knowing the outcome? timeoutNext first, then timeoutAfterCommitRate.
 */
export function shouldHangAfterCommit(ctx: SandboxContext, provider: SandboxProvider): boolean {
  const knobs = ctx.faults[provider];
  if (knobs.timeoutNext > 0) {
    knobs.timeoutNext -= 1;
    return true;
  }
  return knobs.timeoutAfterCommitRate > 0 && ctx.random.next() < knobs.timeoutAfterCommitRate;
}

/** Keyed by the Node HTTP server, which every (encapsulated) Fastify instance of an app shares. */
const hungSockets = new WeakMap<object, Set<Socket>>();

/**
 * Never answer this request: Fastify lets go of the reply and the socket stays open until the
 * client gives up or the server closes (releaseHungRequests runs on preClose, see registerControl).
 */
export function hang(reply: FastifyReply): void {
  reply.hijack();
  const socket = reply.raw.socket;
  if (!socket) return;
  let sockets = hungSockets.get(reply.server.server);
  if (!sockets) {
    sockets = new Set();
    hungSockets.set(reply.server.server, sockets);
  }
  const set = sockets;
  set.add(socket);
  socket.once('close', () => set.delete(socket));
}

/** Destroys the sockets of hung requests, so that closing the server does not wait for them. */
export function releaseHungRequests(app: FastifyInstance): void {
  const sockets = hungSockets.get(app.server);
  if (!sockets) return;
  for (const socket of sockets) socket.destroy();
  sockets.clear();
}
