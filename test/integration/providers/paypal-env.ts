import { resetPaypal } from '../../../apps/sandbox/src/paypal/paypal.behaviour';
import { ProviderError } from '../../../libs/providers/src/http/provider-error';
import { PaypalClient, PaypalLogLine, PaypalOrder, PaypalSettings } from '../../../libs/providers/src/paypal';
import { Received, Receiver } from './payway-paypal-receiver';
import { ProviderSandbox, startProviderSandbox } from './payway-paypal-sandbox';

/** Shared set-up of the PayPal integration spec: one sandbox and one webhook receiver per file. */

export const SECRET = 'sandbox-client-secret';

export interface PaypalEnv {
  sandbox: ProviderSandbox;
  webhooks: Receiver;
  logLines: PaypalLogLine[];
}

export const env = {} as PaypalEnv;

export function usePaypalEnv(): void {
  beforeAll(async () => {
    env.sandbox = await startProviderSandbox();
    env.webhooks = await new Receiver().start();
  });
  afterAll(async () => {
    await env.sandbox.close();
    await env.webhooks.close();
  });
  beforeEach(() => {
    resetPaypal(env.sandbox.ctx);
    env.webhooks.clear();
    env.logLines = [];
  });
}

let sequence = 0;
export const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });
export const uniqueId = (prefix: string): string => `${prefix}:${Date.now().toString(36)}:${(sequence += 1)}`;

export function client(overrides: Partial<PaypalSettings> = {}): PaypalClient {
  return new PaypalClient({
    baseUrl: env.sandbox.url,
    clientId: 'sandbox-client-id',
    clientSecret: SECRET,
    webhookId: 'WH-SANDBOX',
    timeoutMs: 3000,
    logger: (line) => env.logLines.push(line),
    ...overrides,
  });
}

export async function rejection(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ProviderError)) throw new Error(`expected a ProviderError, got ${String(error)}`);
  return error;
}

export const newOrder = (
  paypal: PaypalClient,
  amountMinor: number,
  extra: Record<string, unknown> = {},
): Promise<PaypalOrder> =>
  paypal.createOrder({
    amount: usd(amountMinor),
    referenceId: 'default',
    customId: 'payment-42',
    invoiceId: uniqueId('inv'),
    description: 'Thailand 10 GB eSIM',
    returnUrl: 'https://shop.example/paypal/return',
    cancelUrl: 'https://shop.example/paypal/cancel',
    brandName: 'Derleng eSIM',
    ...extra,
  });

/** The buyer clicks Approve on the sandbox page: returns the redirect Location. */
export async function approve(order: PaypalOrder): Promise<string> {
  const page = await fetch(order.approveUrl as string);
  expect(await page.text()).toContain('id="approve"');
  const response = await fetch(`${env.sandbox.url}/paypal/checkout/approve`, {
    method: 'POST',
    body: new URLSearchParams({ token: order.id }),
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
  return response.headers.get('location') as string;
}

export const eventsOf = (received: Received[]): string[] =>
  received.map((r) => (r.json as { event_type: string }).event_type);
