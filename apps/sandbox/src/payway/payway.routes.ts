import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxContext } from '../context';
import { ApiHandler, FaultInjector } from '../kit/fault-injector';
import { paywayCredentials } from './payway.behaviour';
import { khqrImage, khqrString } from './payway.khqr';
import { handleTransactionList, handleTransactionsByMerchantRef } from './payway.list';
import {
  bankAppIndexPage,
  bankAppPage,
  cancelPage,
  checkoutPage,
  errorPage,
  resultPage,
  successPage,
} from './payway.pages';
import { CHECKOUT_PLUGIN_JS } from './payway.plugin';
import { handlePurchase } from './payway.purchase';
import { registerPaywayControl } from './payway.control';
import { PushbackSender } from './payway.pushback';
import { handleGenerateQr } from './payway.qr-api';
import {
  handleCheckTransaction2,
  handleCheckTransactionV1,
  handleCloseTransaction,
  handleExchangeRate,
  handleTransactionDetail,
} from './payway.queries';
import { handleRefund, paywayRefunds } from './payway.refund';
import { loadRsaKeys } from './payway.rsa';
import { refreshExpiry, settle, SettleRequest, SettleResult } from './payway.settlement';
import type { PaywaySandbox } from './payway.state';
import { getPaywayStore } from './payway.store';
import { fieldsOf, text } from './payway.wire';

const GATEWAY = '/api/payment-gateway/v1/payments';
const sandboxes = new WeakMap<SandboxContext, PaywaySandbox>();

/**
 * The ABA PayWay half of the sandbox: the gateway API (POST only; GET answers 405), the checkout and
 * "bank app" pages, the checkout2-0.js plugin, and /__payway/* helpers for tests and dev setups.
 */
export async function registerPayway(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  const store = getPaywayStore(ctx);
  const sandbox: PaywaySandbox = {
    ctx,
    creds: paywayCredentials(),
    store,
    keys: loadRsaKeys(ctx),
    pushbacks: new PushbackSender(app, () => sandbox),
  };
  sandboxes.set(ctx, sandbox);
  registerPaywayControl(sandbox);
  app.addHook('onClose', async () => store.flush());

  const faults = new FaultInjector(app, ctx, 'payway', () => ({
    status: 500,
    body: { status: { code: '11', message: 'Internal server error' } },
  }));
  const api = (path: string, handler: (fields: Record<string, unknown>) => ReturnType<ApiHandler>): void => {
    app.post(
      path,
      faults.wrap((request) => handler(fieldsOf(request.body))),
    );
    app.get(path, async (_request, reply) =>
      reply
        .code(405)
        .header('allow', 'POST')
        .send({ status: { code: '405', message: 'Method Not Allowed' } }),
    );
  };
  api(`${GATEWAY}/purchase`, (fields) => handlePurchase(sandbox, fields));
  api(`${GATEWAY}/check-transaction-2`, (fields) => handleCheckTransaction2(sandbox, fields));
  api(`${GATEWAY}/check-transaction`, (fields) => handleCheckTransactionV1(sandbox, fields));
  api(`${GATEWAY}/transaction-detail`, (fields) => handleTransactionDetail(sandbox, fields));
  api(`${GATEWAY}/close-transaction`, (fields) => handleCloseTransaction(sandbox, fields));
  api(`${GATEWAY}/transaction-list-2`, (fields) => handleTransactionList(sandbox, fields));
  api(`${GATEWAY}/get-transactions-by-mc-ref`, (fields) => handleTransactionsByMerchantRef(sandbox, fields));
  api(`${GATEWAY}/generate-qr`, (fields) => handleGenerateQr(sandbox, fields));
  api('/api/payment-gateway/v1/exchange-rate', (fields) => handleExchangeRate(sandbox, fields));
  api('/api/merchant-portal/merchant-access/online-transaction/refund', (fields) =>
    handleRefund(sandbox, fields),
  );

  registerPages(app, sandbox);
  registerHelpers(app, sandbox);
}

const html = (reply: FastifyReply, body: string, status = 200): FastifyReply =>
  reply.code(status).type('text/html; charset=utf-8').send(body);

function pageFor(result: SettleResult, request: SettleRequest): string {
  if (!result.ok) return errorPage(result.code, result.message);
  const { tx } = result;
  if (tx.status === 'APPROVED' || tx.status === 'PRE-AUTH') return successPage(tx);
  if (tx.status === 'DECLINED')
    return resultPage(tx, request === 'decline' ? 'Payment cancelled by payer' : 'Payment declined');
  return resultPage(tx, 'Payment is being processed');
}

function registerPages(app: FastifyInstance, sandbox: PaywaySandbox): void {
  app.get('/plugins/checkout2-0.js', async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(CHECKOUT_PLUGIN_JS),
  );
  // The checkout page's buttons: pay, decline (the payer gives up: DECLINED), cancel (just closes).
  app.post('/payway/checkout/action', async (request, reply) => {
    const fields = fieldsOf(request.body);
    const tx = sandbox.store.get(text(fields, 'tran_id'));
    if (!tx) return html(reply, errorPage('5', 'Transaction not found'), 404);
    const action = text(fields, 'action');
    if (action === 'cancel') return html(reply, cancelPage(tx));
    const request_ = action === 'decline' ? 'decline' : 'approve';
    return html(reply, pageFor(settle(sandbox, tx.tranId, request_), request_));
  });
  app.get('/payway/checkout/:tranId', async (request, reply) => {
    const tx = sandbox.store.get((request.params as { tranId: string }).tranId);
    if (!tx) return html(reply, errorPage('5', 'Transaction not found'), 404);
    return html(reply, checkoutPage(refreshExpiry(sandbox, tx)));
  });
  app.get('/payway/bank-app', async (request, reply) => {
    const tranId = String((request.query as Record<string, unknown>).tran_id ?? '');
    if (!tranId) {
      const pending = sandbox.store
        .all()
        .map((tx) => refreshExpiry(sandbox, tx))
        .filter((tx) => tx.status === 'PENDING')
        .sort((a, b) => b.createdAt - a.createdAt)
        .slice(0, 20);
      return html(reply, bankAppIndexPage(pending));
    }
    const tx = sandbox.store.get(tranId);
    if (!tx) return html(reply, errorPage('5', 'Transaction not found'), 404);
    return html(reply, bankAppPage(refreshExpiry(sandbox, tx), await khqrImage(khqrString(tx))));
  });
  app.post('/payway/bank-app/action', async (request, reply) => {
    const fields = fieldsOf(request.body);
    const request_ = text(fields, 'action') === 'decline' ? 'decline' : 'approve';
    return html(reply, pageFor(settle(sandbox, text(fields, 'tran_id'), request_), request_));
  });
}

function registerHelpers(app: FastifyInstance, sandbox: PaywaySandbox): void {
  app.get('/__payway/rsa-public-key', async (_request, reply) =>
    reply.type('application/x-pem-file').send(sandbox.keys.publicKeyPem),
  );
  app.post('/__payway/pay', async (request, reply) => {
    const fields = fieldsOf(request.body);
    const outcome = text(fields, 'outcome') === 'decline' ? 'decline' : 'approve';
    const result = payPaywayTransaction(sandbox.ctx, text(fields, 'tran_id'), outcome, fields.force === true);
    if (!result.ok)
      return reply.code(result.code === '5' ? 404 : 409).send({ code: result.code, message: result.message });
    return {
      tran_id: result.tx.tranId,
      payment_status: result.tx.status,
      apv: result.tx.apv,
      pushback: result.pushback,
    };
  });
  app.get('/__payway/transactions', async () => sandbox.store.all());
  // Replays a paid transaction's pushback once more (a gateway retry, or a copy arriving late).
  app.post('/__payway/transactions/:tranId/pushback', async (request, reply) => {
    const tx = sandbox.store.get((request.params as { tranId: string }).tranId);
    if (!tx) return reply.code(404).send({ code: '5', message: 'Transaction not found' });
    if (tx.status !== 'APPROVED' || !tx.pushbackUrl)
      return reply.code(409).send({ code: '1', message: 'no pushback to replay (not paid, or no URL)' });
    await sandbox.pushbacks.replay(tx);
    return { tran_id: tx.tranId, pushbacks: tx.pushbacks.length };
  });
  // Accepted refunds (optionally ?tran_id=…), so a test can count what reached the gateway.
  app.get('/__payway/refunds', async (request) => {
    const tranId = (request.query as Record<string, unknown>).tran_id;
    return paywayRefunds(sandbox.store, typeof tranId === 'string' && tranId ? tranId : undefined);
  });
  app.get('/__payway/transactions/:tranId', async (request, reply) => {
    const tx = sandbox.store.get((request.params as { tranId: string }).tranId);
    return tx
      ? refreshExpiry(sandbox, tx)
      : reply.code(404).send({ code: '5', message: 'Transaction not found' });
  });
}

/** Pays (or declines) a transaction as the payer would; for the control API and tests. */
export function payPaywayTransaction(
  ctx: SandboxContext,
  tranId: string,
  outcome: SettleRequest = 'approve',
  force = false,
): SettleResult {
  const sandbox = sandboxes.get(ctx);
  if (!sandbox) throw new Error('registerPayway has not run for this sandbox context');
  return settle(sandbox, tranId, outcome, force);
}
