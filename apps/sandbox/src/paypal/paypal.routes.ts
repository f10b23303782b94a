import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context';
import { ApiAnswer, FaultInjector } from '../kit/fault-injector';
import { checkBearer, handleToken } from './paypal.auth';
import { paypalCredentials } from './paypal.behaviour';
import { registerPaypalControl } from './paypal.control';
import { malformedJson, paypalError } from './paypal.errors';
import { answerMalformedJson } from '../kit/json-body';
import { handleCreateOrder, handleGetOrder } from './paypal.orders';
import { approvalPage, messagePage, withQuery } from './paypal.pages';
import {
  approveOrder,
  handleCapture,
  handleGetCapture,
  handleGetRefund,
  handleRefund,
  settlePendingCapture,
} from './paypal.payments';
import type { PaypalSandbox } from './paypal.state';
import { getPaypalStore } from './paypal.store';
import { loadPaypalCerts } from './paypal.certs';
import { certPath, handleVerifyWebhook, WebhookSender } from './paypal.webhooks';

const sandboxes = new WeakMap<SandboxContext, PaypalSandbox>();
type Params = Record<string, string>;

/**
 * The PayPal half of the sandbox: OAuth token, Orders v2 (create/get/capture), captures and refunds,
 * verify-webhook-signature, the buyer's approval page and /__paypal/* helpers.
 */
export async function registerPaypal(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  const store = getPaypalStore(ctx);
  const sandbox: PaypalSandbox = {
    ctx,
    creds: paypalCredentials(),
    store,
    webhooks: new WebhookSender(app, () => sandbox),
    certs: loadPaypalCerts(ctx),
  };
  sandboxes.set(ctx, sandbox);
  registerPaypalControl(sandbox);
  app.addHook('onClose', async () => store.flush());
  const faults = new FaultInjector(app, ctx, 'paypal', () => paypalError(ctx, 500));
  answerMalformedJson(app, (request) =>
    /^\/(v2\/(checkout|payments)|v1\/notifications)\//.test(request.url) ? malformedJson(ctx) : undefined,
  );
  /** A Bearer-protected API route behind the fault knobs. */
  const authed = (handler: (request: FastifyRequest, params: Params) => ApiAnswer) =>
    faults.wrap((request) => checkBearer(sandbox, request) ?? handler(request, request.params as Params));

  app.post(
    '/v1/oauth2/token',
    faults.wrap((request) => handleToken(sandbox, request)),
  );
  app.post(
    '/v2/checkout/orders',
    authed((request) => handleCreateOrder(sandbox, request)),
  );
  app.get(
    '/v2/checkout/orders/:id',
    authed((_request, params) => handleGetOrder(sandbox, params.id)),
  );
  app.post(
    '/v2/checkout/orders/:id/capture',
    authed((request, params) => handleCapture(sandbox, request, params.id)),
  );
  app.get(
    '/v2/payments/captures/:id',
    authed((_request, params) => handleGetCapture(sandbox, params.id)),
  );
  app.post(
    '/v2/payments/captures/:id/refund',
    authed((request, params) => handleRefund(sandbox, request, params.id)),
  );
  app.get(
    '/v2/payments/refunds/:id',
    authed((_request, params) => handleGetRefund(sandbox, params.id)),
  );
  app.post(
    '/v1/notifications/verify-webhook-signature',
    authed((request) => handleVerifyWebhook(sandbox, request.body)),
  );

  registerApprovalPages(app, sandbox);
  registerHelpers(app, sandbox);
}

const html = (reply: FastifyReply, body: string, status = 200): FastifyReply =>
  reply.code(status).type('text/html; charset=utf-8').send(body);

function registerApprovalPages(app: FastifyInstance, sandbox: PaypalSandbox): void {
  const orderOf = (request: FastifyRequest): string => {
    const source = (request.method === 'GET' ? request.query : request.body) as
      Record<string, unknown> | undefined;
    return String(source?.token ?? '');
  };
  app.get('/paypal/checkout/approve', async (request, reply) => {
    const order = sandbox.store.orders.get(orderOf(request));
    if (!order) return html(reply, messagePage('Order not found', 'This payment link is not valid.'), 404);
    return html(reply, approvalPage(order));
  });
  app.post('/paypal/checkout/approve', async (request, reply) => {
    const order = sandbox.store.orders.get(orderOf(request));
    if (!order) return html(reply, messagePage('Order not found', 'This payment link is not valid.'), 404);
    const refused = approveOrder(sandbox, order);
    if (refused) return html(reply, messagePage('Cannot approve', refused), 409);
    if (!order.returnUrl)
      return html(reply, messagePage('Payment approved', `Order ${order.id} is approved.`));
    return reply.redirect(withQuery(order.returnUrl, { token: order.id, PayerID: order.payerId ?? '' }), 302);
  });
  app.post('/paypal/checkout/cancel', async (request, reply) => {
    const order = sandbox.store.orders.get(orderOf(request));
    if (!order) return html(reply, messagePage('Order not found', 'This payment link is not valid.'), 404);
    if (!order.cancelUrl)
      return html(reply, messagePage('Payment cancelled', `Order ${order.id} was not approved.`));
    return reply.redirect(withQuery(order.cancelUrl, { token: order.id }), 302);
  });
}

function registerHelpers(app: FastifyInstance, sandbox: PaypalSandbox): void {
  app.post('/__paypal/orders/:id/approve', async (request, reply) => {
    const order = sandbox.store.orders.get((request.params as Params).id);
    if (!order) return reply.code(404).send({ message: 'order not found' });
    const refused = approveOrder(sandbox, order);
    if (refused) return reply.code(409).send({ message: refused });
    const redirect = order.returnUrl
      ? withQuery(order.returnUrl, { token: order.id, PayerID: order.payerId ?? '' })
      : null;
    return { id: order.id, status: order.status, payer_id: order.payerId, redirect_url: redirect };
  });
  for (const outcome of ['complete', 'deny'] as const) {
    app.post(`/__paypal/captures/:id/${outcome}`, async (request, reply) => {
      const result = settlePendingCapture(sandbox, (request.params as Params).id, outcome);
      if (typeof result === 'string') return reply.code(409).send({ message: result });
      return { id: result.id, status: result.status };
    });
  }
  app.get('/__paypal/webhooks', async () => sandbox.webhooks.deliveries);
  // Sends the last `count` events again (same event ids, new transmissions), as PayPal's resend does.
  app.post('/__paypal/webhooks/replay', async (request) => {
    const count = Number((request.body as { count?: unknown } | undefined)?.count ?? 10);
    return {
      replayed: await sandbox.webhooks.replayRecent(Number.isInteger(count) && count > 0 ? count : 10),
    };
  });
  // Every capture with its PayPal order: a test counts captures per order.
  app.get('/__paypal/captures', async () =>
    [...sandbox.store.captures.values()].map(({ id, orderId, status, amount, customId }) => ({
      id,
      orderId,
      status,
      amount,
      customId,
    })),
  );
  // PAYPAL-CERT-URL: the signing certificate chain (leaf first), public like PayPal's.
  app.get('/v1/notifications/certs/:id', async (request, reply) =>
    (request.params as Params).id === sandbox.certs.certId
      ? reply.type('application/x-pem-file').send(sandbox.certs.leafPem + sandbox.certs.caPem)
      : reply
          .code(404)
          .send({ name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.' }),
  );
  // The sandbox's root CA, the trust anchor a deployment using this sandbox adds (PAYPAL_WEBHOOK_CA_PEM).
  app.get('/__paypal/webhook-ca.pem', async (_request, reply) =>
    reply.type('application/x-pem-file').send(sandbox.certs.caPem),
  );
  app.get('/__paypal/webhook-cert-path', async () => ({ path: certPath(sandbox) }));
  app.get('/__paypal/stats', async () => ({
    tokensIssued: sandbox.store.tokensIssued,
    orders: sandbox.store.orders.size,
    captures: sandbox.store.captures.size,
    refunds: sandbox.store.refunds.size,
  }));
}

/** Approves an order as the buyer would (for the control API and tests); an error text when refused. */
export function approvePaypalOrder(ctx: SandboxContext, orderId: string): string | undefined {
  const sandbox = sandboxes.get(ctx);
  if (!sandbox) throw new Error('registerPaypal has not run for this sandbox context');
  const order = sandbox.store.orders.get(orderId);
  return order ? approveOrder(sandbox, order) : 'order not found';
}

/** Settles a PENDING capture (for the control API and tests). */
export function settlePaypalCapture(
  ctx: SandboxContext,
  captureId: string,
  outcome: 'complete' | 'deny',
): string | undefined {
  const sandbox = sandboxes.get(ctx);
  if (!sandbox) throw new Error('registerPaypal has not run for this sandbox context');
  const result = settlePendingCapture(sandbox, captureId, outcome);
  return typeof result === 'string' ? result : undefined;
}
