import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context';
import { applyFaults, hang, shouldHangAfterCommit } from '../faults';
import { credentialsFromEnv, type RoamesimAuth } from './roamesim-auth';
import { registerRoamesimControl } from './roamesim-control';
import { findHandler, type MethodHandler } from './roamesim.handlers';
import { DEFAULT_BALANCE, DEFAULT_TIME_SCALE } from './roamesim-knobs';
import { collectParams, param, SimError, type Params } from './roamesim-request';
import { installationPdf } from './installation-pdf';
import { signMatches } from './roamesim-sign';
import { RoamesimSim } from './roamesim-sim';
import { RoamesimStore } from './roamesim-store';

export interface RoamesimOptions {
  /** Where ROAMESIM_PHONE / ROAMESIM_PASSWORD / ROAMESIM_SIGN_KEY are read from. */
  env?: NodeJS.ProcessEnv;
}

/** Login answers code 1 on success (every other method answers 0). */
const LOGIN: MethodHandler = { run: () => undefined };

/**
 * The RoameSIM (RoamWiFi BPM) sandbox: POST/GET /api_order/login and /api_esim/<method>, form,
 * query or JSON parameters, every answer HTTP 200 {code, message, data} (injected faults aside).
 */
export async function registerRoamesim(
  app: FastifyInstance,
  ctx: SandboxContext,
  options: RoamesimOptions = {},
): Promise<void> {
  const credentials = credentialsFromEnv(options.env);
  const timeScale = ctx.config.timeScale ?? DEFAULT_TIME_SCALE;
  const store = await RoamesimStore.open(ctx.config.dataDir, { balance: DEFAULT_BALANCE, timeScale });
  // The configured pace applies at every start; a saved clock keeps its simulated instant.
  if (store.clock.scale !== timeScale) store.clock.setScale(timeScale);
  const sim = new RoamesimSim(store, credentials, ctx.config.seed, ctx.config.publicUrl);
  const { auth } = sim;
  registerRoamesimControl(ctx, sim);
  app.addHook('onClose', async () => store.flush());

  const serve = async (
    reply: FastifyReply,
    request: FastifyRequest,
    method: string,
  ): Promise<FastifyReply> => {
    if ((await applyFaults(ctx, 'roamesim', reply)) === 'handled') return reply;
    const handler = method === '' ? LOGIN : findHandler(method);
    if (!handler)
      return reply.code(404).send({ code: 404, message: `no such method: ${method}`, data: null });
    const params = collectParams(request);
    sim.tick();
    const body = answer(handler, params, () => {
      if (!signMatches(params, credentials.signKey, params.sign)) throw new SimError(-30, 'sign wrong');
      if (handler === LOGIN) return login(auth, params);
      auth.check(param(params, 'token'));
      return handler.run(sim, params);
    });
    if (handler.mutating && body.ok && shouldHangAfterCommit(ctx, 'roamesim')) {
      hang(reply);
      return reply;
    }
    return reply.code(200).send(body.envelope);
  };

  app.route({
    method: ['GET', 'POST'],
    url: '/api_order/login',
    handler: (request, reply) => serve(reply, request, ''),
  });
  app.route<{ Params: { method: string } }>({
    method: ['GET', 'POST'],
    url: '/api_esim/:method',
    handler: (request, reply) => serve(reply, request, request.params.method),
  });
  app.get<{ Params: { file: string } }>('/roamesim/pdf/:file', async (request, reply) => {
    const iccid = request.params.file.replace(/\.pdf$/, '');
    if (!/^\d{18,20}$/.test(iccid) || !sim.store.card(iccid)) return reply.code(404).send('not found');
    return reply.type('application/pdf').send(installationPdf(iccid));
  });
  // Every order placed (our ids with it): a test counts provider orders per order line.
  app.get('/__roamesim/orders', async () =>
    store.orders().map(({ orderNum, otherOrderId, otherItemId, apiCode, count, createdAt }) => ({
      orderNum,
      otherOrderId,
      otherItemId,
      apiCode,
      count,
      createdAt,
    })),
  );
  app.get<{ Params: { file: string } }>('/roamesim/img/:file', async (request, reply) => {
    const code = request.params.file
      .replace(/\.svg$/, '')
      .slice(0, 8)
      .replace(/[^A-Za-z0-9]/g, '');
    return reply
      .type('image/svg+xml')
      .send(
        `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="54"><rect width="80" height="54" fill="#dde"/><text x="40" y="34" font-size="18" text-anchor="middle" font-family="sans-serif">${code}</text></svg>`,
      );
  });
}

function login(auth: RoamesimAuth, params: Params): { token: string } {
  return {
    token: auth.login(param(params, 'phonenumber', 'phoneNumber', 'phone'), param(params, 'password')),
  };
}

/**
 * Runs a method and wraps its result (or SimError) in the envelope as the document shows it:
 * success `code` the string "0" (login: the number 1), errors a number with `data: ""` ("sign
 * wrong" carries `data: "sign wrong"` on the API methods, as their examples show).
 */
function answer(
  handler: MethodHandler,
  params: Params,
  run: () => unknown,
): { ok: boolean; envelope: unknown } {
  try {
    const data = run();
    if (handler === LOGIN) return { ok: true, envelope: { code: 1, message: 'Successful', data } };
    const message =
      typeof handler.message === 'function' ? handler.message(data, params) : (handler.message ?? 'success');
    return { ok: true, envelope: { code: '0', message, data } };
  } catch (error) {
    if (!(error instanceof SimError)) throw error;
    if (error.code === -30 && handler !== LOGIN)
      return { ok: false, envelope: { code: -30, message: 'sign wrong', data: 'sign wrong' } };
    return { ok: false, envelope: { code: error.code, message: error.message, data: '' } };
  }
}
