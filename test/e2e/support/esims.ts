import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { RoamesimClient } from '../../../libs/providers/src/roamesim';

const sandboxUrl = () => process.env.E2E_SANDBOX_URL as string;
/** State-changing calls made with the session cookie come from our own origin (the CSRF rule). */
export const sameOrigin = () => ({ origin: process.env.E2E_BASE_URL as string });

/** The RoameSIM sandbox's own control API (knobs, the simulated traveller's install, the clock). */
export async function sandboxControl(method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`${sandboxUrl()}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** A RoameSIM client of the sandbox (its published test credentials), for renewals and refunds. */
export const roamesim = () =>
  new RoamesimClient({
    baseUrl: sandboxUrl(),
    phone: '85500000000',
    password: 'sandbox-password',
    signKey: '1234567890qwertyuiopasdfghjklzxc',
  });

let counter = 0;

export interface E2eCustomer {
  id: string;
  fullName: string;
  phone: string;
  email: string;
  password: string;
}

/** Signs up and in through the api; the session cookie lands in the page's browser context. */
export async function signedInCustomer(page: Page): Promise<E2eCustomer> {
  counter += 1;
  const digits = `${Date.now() % 1e6}${counter}`.padStart(7, '0').slice(-7);
  const body = {
    fullName: 'Sokha Chan',
    phone: `+855 8${digits.slice(0, 2)} ${digits.slice(2)}`,
    email: `esims.${digits}.${counter}@example.com`,
    password: 'Secret#123',
  };
  expect((await page.request.post('/api/auth/signup-phone', { data: body })).ok()).toBe(true);
  const signIn = await page.request.post('/api/auth/signin-phone', {
    data: { phone: body.phone, password: body.password },
  });
  expect(signIn.ok()).toBe(true);
  const { user } = (await signIn.json()) as { user: { id: string; phone: string } };
  return { ...body, id: user.id, phone: user.phone };
}

export interface Bought {
  orderId: string;
  orderNumber: string;
  accessToken: string;
  transactionId: string;
}

/**
 * Buys a package the way the checkout does, without its screens: create-order (in the page's
 * context, so the order is the signed-in customer's), the signed form posted to the PayWay
 * sandbox, then Pay there. PayWay pushes back; the worker verifies and provisions.
 */
export async function buy(
  request: APIRequestContext,
  pkg: { id: number; price: string },
  customer: { fullName: string; phone: string; email: string },
  /** The browser session that places the order (its /ws room gets the order's pushes). */
  sessionId = `e2eesims${Date.now().toString(36)}${(counter += 1)}`,
  /** The order's language (its emails' and Telegram messages'); the request's otherwise. */
  language?: 'en' | 'km',
): Promise<Bought> {
  const created = await request.post('/api/create-order', {
    headers: sameOrigin(),
    data: {
      customerName: customer.fullName,
      customerPhone: customer.phone,
      customerEmail: customer.email,
      items: [{ packageId: pkg.id, quantity: 1 }],
      totalAmount: pkg.price,
      paymentMethod: 'payway_khqr',
      sessionId,
      ...(language ? { language } : {}),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = (await created.json()) as Bought & {
    paymentData: { form: { action: string; fields: Record<string, string> } };
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(order.paymentData.form.fields)) form.append(name, value);
  expect((await fetch(order.paymentData.form.action, { method: 'POST', body: form })).ok).toBe(true);
  await sandboxControl('POST', '/__control/payway/pay', { tran_id: order.transactionId });
  return order;
}

/** Waits until the customer's eSIM of `orderNumber` exists; returns it. */
export async function esimOf(request: APIRequestContext, orderNumber: string) {
  let found: { id: string; iccid: string; status: string } | undefined;
  await expect
    .poll(
      async () => {
        const list = (await (await request.get('/api/esims')).json()) as {
          id: string;
          iccid: string;
          status: string;
          orderNumber: string;
        }[];
        found = list.find((esim) => esim.orderNumber === orderNumber);
        return Boolean(found);
      },
      { timeout: 45_000, intervals: [500] },
    )
    .toBe(true);
  return found!;
}
