import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/** Headers every response has anyway; the rest of what helmet sets are its security headers. */
const ORDINARY = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers helmet sets, worked out once. @fastify/helmet rebuilds the helmet middleware (and
 * re-parses the CSP directives) on every request; with no per-request nonces the headers never
 * change, so they are read from one request to a throwaway server and then copied onto each reply.
 */
export async function securityHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', () => '');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name, value]) => !ORDINARY.has(name) && value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );
}

/** Sets the security headers on every reply (API, static files, queue dashboard). */
export async function registerSecurityHeaders(
  fastify: FastifyInstance,
  options: FastifyHelmetOptions,
): Promise<void> {
  const headers = await securityHeaders(options);
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
