import type { FastifyInstance } from 'fastify';

/** The sandbox's Stripe secret key (STRIPE_SANDBOX_SECRET_KEY overrides it). */
export const STRIPE_SANDBOX_SECRET_KEY =
  process.env.STRIPE_SANDBOX_SECRET_KEY || 'sk_test_derleng_sandbox_0000';

/**
 * Stripe, only as far as the admin's "Test connection" needs it: GET /v1/balance with
 * `Authorization: Bearer <secret key>` (Stripe's shapes: a balance object, or 401 with an
 * invalid_request_error). Stripe checkout is not built, so nothing else is served.
 */
export async function registerStripe(app: FastifyInstance): Promise<void> {
  app.get('/v1/balance', async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const key = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (key !== STRIPE_SANDBOX_SECRET_KEY) {
      return reply.code(401).send({
        error: {
          type: 'invalid_request_error',
          message: key ? 'Invalid API Key provided.' : 'You did not provide an API key.',
        },
      });
    }
    return {
      object: 'balance',
      available: [{ amount: 0, currency: 'usd', source_types: { card: 0 } }],
      pending: [{ amount: 0, currency: 'usd', source_types: { card: 0 } }],
      livemode: false,
    };
  });
}
