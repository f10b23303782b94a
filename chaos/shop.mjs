// The customers of a chaos run: each places a guest order and pays it through the sandboxes the way
// a browser and a payer do (PayWay: the signed form, then Pay, which pushes back to the api;
// PayPal: create, approve, then the browser's capture, or no browser at all so that the webhook
// and the worker's checks finish it). Every step is retried while the stack is being broken.
/* global FormData, AbortSignal */

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** fetch that answers `{status, json, text}` and never throws (a refused connection is status 0). */
export async function call(url, { method = 'GET', body, headers = {}, timeoutMs = 15_000 } = {}) {
  try {
    const response = await fetch(url, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let json;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, json, text };
  } catch (error) {
    return { status: 0, text: error.message };
  }
}

/** Retries `step` (which answers a result or undefined) until it answers, for at most `timeoutMs`. */
export async function retry(what, step, timeoutMs = 120_000) {
  const started = Date.now();
  let last;
  for (;;) {
    last = await step();
    if (last?.ok) return last.value;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: gave up (${last?.why ?? 'no answer'})`);
    await sleep(500 + Math.random() * 500);
  }
}

const MAGIC_ENDINGS = new Set(['13', '14', '15', '16', '17', '18', '19', '41', '43']);

/** A package on sale whose price triggers none of the sandboxes' magic outcomes. */
export async function plainPackage(stack, timeoutMs = 180_000) {
  return retry(
    'a package on sale',
    async () => {
      const { status, json } = await call(`${stack.url}/api/packages`);
      const candidates = status === 200 && Array.isArray(json) ? json : [];
      const pkg = candidates
        .filter((p) => !p.isDayPass && !MAGIC_ENDINGS.has(String(p.priceCents % 100).padStart(2, '0')))
        .sort((a, b) => a.priceCents - b.priceCents)[0];
      return pkg ? { ok: true, value: pkg } : { ok: false, why: `${candidates.length} packages listed` };
    },
    timeoutMs,
  );
}

let sequence = 0;
export const orderBody = (pkg, method, index = (sequence += 1)) => ({
  customerName: 'Chaos Customer',
  customerEmail: `chaos.${index}.${Date.now().toString(36)}@example.com`,
  customerPhone: '+855 12 345 678',
  items: [{ packageId: pkg.id, quantity: 1 }],
  totalAmount: pkg.price,
  paymentMethod: method,
  sessionId: `chaos${Date.now().toString(36)}x${index}`,
});

/** create-order, retried with one Idempotency-Key, so a retry after a lost answer makes no second order. */
export async function placeOrder(stack, pkg, method, index) {
  const body = orderBody(pkg, method, index);
  const key = `chaos-${index}-${Date.now().toString(36)}`;
  return retry(`create-order #${index}`, async () => {
    const { status, json, text } = await call(`${stack.url}/api/create-order`, {
      method: 'POST',
      body,
      headers: { 'idempotency-key': key },
    });
    if (status === 201 || status === 200) return { ok: true, value: json };
    return { ok: false, why: `${status} ${text.slice(0, 120)}` };
  });
}

/** PayWay: the browser posts the signed form to the gateway, the payer pays; PayWay pushes back. */
export async function payWithPayway(stack, order) {
  await retry(`PayWay form of ${order.orderNumber}`, async () => {
    try {
      const form = new FormData();
      for (const [name, value] of Object.entries(order.paymentData.form.fields)) form.append(name, value);
      const response = await fetch(order.paymentData.form.action, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(15_000),
      });
      const html = await response.text();
      return response.ok && html.includes('id="pay"')
        ? { ok: true }
        : { ok: false, why: `${response.status}` };
    } catch (error) {
      return { ok: false, why: error.message };
    }
  });
  await retry(`PayWay pay of ${order.orderNumber}`, async () => {
    const { status, text } = await call(`${stack.sandboxUrl}/__control/payway/pay`, {
      method: 'POST',
      body: { tran_id: order.transactionId },
    });
    // A 400 "already paid" after a lost answer is the payment we want.
    return status === 200 || /already|APPROVED/i.test(text)
      ? { ok: true }
      : { ok: false, why: `${status} ${text}` };
  });
  return { gateway: 'payway', reference: order.transactionId };
}

/** PayPal: create at PayPal through the api, the buyer approves; the browser captures, or never comes back. */
export async function payWithPaypal(stack, order, { browserReturns }) {
  const paypalOrderId = await retry(`PayPal create of ${order.orderNumber}`, async () => {
    const { status, json, text } = await call(`${stack.url}/api/paypal/create-order`, {
      method: 'POST',
      body: { orderId: order.orderId, accessToken: order.accessToken, intent: 'CAPTURE', currency: 'USD' },
    });
    return status === 200
      ? { ok: true, value: json.orderID }
      : { ok: false, why: `${status} ${text.slice(0, 120)}` };
  });
  await retry(`PayPal approval of ${order.orderNumber}`, async () => {
    const { status, text } = await call(`${stack.sandboxUrl}/__paypal/orders/${paypalOrderId}/approve`, {
      method: 'POST',
    });
    return status === 200 || /APPROVED|COMPLETED/.test(text)
      ? { ok: true }
      : { ok: false, why: `${status} ${text}` };
  });
  if (browserReturns) {
    // The return page's capture: retried like a browser reload; any settled answer ends it.
    await retry(
      `PayPal capture of ${order.orderNumber}`,
      async () => {
        const { status, text } = await call(`${stack.url}/api/paypal/capture-order`, {
          method: 'POST',
          body: {
            orderID: paypalOrderId,
            orderData: { orderId: order.orderId, accessToken: order.accessToken },
          },
        });
        return status > 0 && status < 500
          ? { ok: true }
          : { ok: false, why: `${status} ${text.slice(0, 120)}` };
      },
      60_000,
    ).catch(() => undefined); // the webhook and the worker's checks finish it anyway
  }
  return { gateway: 'paypal', reference: paypalOrderId };
}
