import { configurePayway, resetPayway } from '../../../apps/sandbox/src/payway/payway.behaviour';
import { ProviderError } from '../../../libs/providers/src/http/provider-error';
import { PaywayClient, PaywayLogLine, PaywaySettings } from '../../../libs/providers/src/payway';
import { Receiver } from './payway-paypal-receiver';
import { ProviderSandbox, startProviderSandbox } from './payway-paypal-sandbox';

/** Shared set-up of the PayWay integration spec: one sandbox and one pushback receiver per file. */

export const API_KEY = 'sandbox-payway-api-key';
export const MERCHANT = 'derleng_sandbox';

export interface PaywayEnv {
  sandbox: ProviderSandbox;
  receiver: Receiver;
  rsaPublicKey: string;
  logLines: PaywayLogLine[];
}

export const env = {} as PaywayEnv;

/** Registers the hooks: start once, reset knobs and the receiver before each test, stop at the end. */
export function usePaywayEnv(): void {
  beforeAll(async () => {
    env.sandbox = await startProviderSandbox();
    env.receiver = await new Receiver().start();
    env.rsaPublicKey = await (await fetch(`${env.sandbox.url}/__payway/rsa-public-key`)).text();
  });
  afterAll(async () => {
    await env.sandbox.close();
    await env.receiver.close();
  });
  beforeEach(() => {
    resetPayway(env.sandbox.ctx);
    configurePayway(env.sandbox.ctx, { notFoundLagMs: 0 });
    env.receiver.clear();
    env.receiver.status = 200;
    env.logLines = [];
  });
}

let sequence = 0;
export const tranId = (): string => `T${Date.now().toString(36)}${(sequence += 1)}`;
export const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });

export function client(overrides: Partial<PaywaySettings> = {}): PaywayClient {
  return new PaywayClient({
    baseUrl: env.sandbox.url,
    merchantId: MERCHANT,
    apiKey: API_KEY,
    rsaPublicKey: env.rsaPublicKey,
    timeoutMs: 10000,
    hashViewTypeAndPaymentGate: false,
    acceptUnsignedPushback: false,
    notFoundRetry: { attempts: 0, delayMs: 50 },
    logger: (line) => env.logLines.push(line),
    ...overrides,
  });
}

export async function postMultipart(path: string, fields: Record<string, string>): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return fetch(`${env.sandbox.url}${path}`, { method: 'POST', body: form });
}

export const jsonOf = async (response: Response): Promise<Record<string, unknown>> =>
  (await response.json()) as Record<string, unknown>;

export const postForm = (path: string, fields: Record<string, string>): Promise<Response> =>
  fetch(`${env.sandbox.url}${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });

/** The payer pays (or declines) by tran_id through the sandbox helper. */
export const pay = async (id: string, body: Record<string, unknown> = {}): Promise<Response> =>
  fetch(`${env.sandbox.url}/__payway/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tran_id: id, ...body }),
  });

export async function rejection(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ProviderError)) throw new Error(`expected a ProviderError, got ${String(error)}`);
  return error;
}

/** A KHQR purchase whose pushback goes to the receiver. */
export const khqr = (id: string, amountMinor = 1050, extra: Record<string, unknown> = {}) =>
  client().createKhqr({
    tranId: id,
    amount: usd(amountMinor),
    returnUrl: `${env.receiver.url}/pushback`,
    ...extra,
  });
