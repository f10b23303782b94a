import type { FastifyRequest } from 'fastify';
import type { ApiAnswer } from '../kit/fault-injector';
import { paypalNow } from './paypal.behaviour';
import { ErrorDetail, issue, malformedJson, notFound, paypalError } from './paypal.errors';
import { fromMinor, SUPPORTED_CURRENCIES, toMinor } from './paypal.money';
import { orderJson } from './paypal.representation';
import { idempotent } from './paypal.request-id';
import { newId, PaypalSandbox } from './paypal.state';
import type { PaypalOrderRecord } from './paypal.store';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const isAnswer = (value: PaypalOrderRecord | ApiAnswer): value is ApiAnswer =>
  typeof value.status === 'number';

const wantsRepresentation = (request: FastifyRequest): boolean =>
  String(request.headers.prefer ?? '').includes('return=representation');

/** POST /v2/checkout/orders, with PayPal-Request-Id replay. 201 minimal (default) or full representation. */
export function handleCreateOrder(sandbox: PaypalSandbox, request: FastifyRequest): ApiAnswer {
  const full = wantsRepresentation(request);
  return idempotent(
    sandbox,
    request,
    () => {
      const record = validateOrder(sandbox, request.body);
      if (isAnswer(record)) return { answer: record };
      sandbox.store.orders.set(record.id, record);
      sandbox.store.changed();
      return {
        answer: { status: 201, body: orderJson(sandbox, record, full) },
        resource: { kind: 'order', id: record.id },
      };
    },
    (entry) => {
      const record = sandbox.store.orders.get(entry.id ?? '');
      return record
        ? { status: entry.status, body: orderJson(sandbox, record, full) }
        : notFound(sandbox.ctx);
    },
  );
}

/** GET /v2/checkout/orders/{id}: the full current state. */
export function handleGetOrder(sandbox: PaypalSandbox, orderId: string): ApiAnswer {
  const order = sandbox.store.orders.get(orderId);
  return order ? { status: 200, body: orderJson(sandbox, order, true) } : notFound(sandbox.ctx);
}

const missing = (field: string): ErrorDetail => ({
  issue: 'MISSING_REQUIRED_PARAMETER',
  description: 'A required field / parameter is missing.',
  field,
});

const BREAKDOWN_PLUS = ['item_total', 'tax_total', 'shipping', 'handling', 'insurance'];
const BREAKDOWN_MINUS = ['shipping_discount', 'discount'];

/** Amount and breakdown rules of one purchase unit: the first failure as an answer, else undefined. */
function checkUnit(sandbox: PaypalSandbox, unit: Json, path: string): ApiAnswer | undefined {
  const { ctx } = sandbox;
  const amount = unit.amount;
  if (!isObject(amount)) return paypalError(ctx, 400, [missing(`${path}/amount`)]);
  const currency = String(amount.currency_code ?? '');
  if (!currency) return paypalError(ctx, 400, [missing(`${path}/amount/currency_code`)]);
  if (!SUPPORTED_CURRENCIES.has(currency)) {
    return issue(
      ctx,
      422,
      'CURRENCY_NOT_SUPPORTED',
      'Currency code is not currently supported.',
      `${path}/amount/currency_code`,
    );
  }
  const minorOf = (money: unknown, field: string): number | ApiAnswer => {
    const value = isObject(money) ? money.value : undefined;
    if (isObject(money) && money.currency_code !== currency) {
      return issue(ctx, 422, 'CURRENCY_MISMATCH', 'Currency code should be the same for all amounts.', field);
    }
    const minor = toMinor(value, currency);
    if (minor === 'INVALID') {
      return issue(
        ctx,
        400,
        'INVALID_PARAMETER_SYNTAX',
        'The value of a field does not conform to the expected format.',
        field,
      );
    }
    if (minor === 'DECIMAL_PRECISION') {
      return issue(
        ctx,
        422,
        'DECIMAL_PRECISION',
        'If the currency supports decimals, only two decimal place precision is supported.',
        field,
      );
    }
    return minor;
  };
  const total = minorOf(amount, `${path}/amount/value`);
  if (typeof total !== 'number') return total;
  if (total <= 0)
    return issue(
      ctx,
      422,
      'CANNOT_BE_ZERO_OR_NEGATIVE',
      'Must be greater than zero.',
      `${path}/amount/value`,
    );
  const breakdown = isObject(amount.breakdown) ? amount.breakdown : undefined;
  const items = Array.isArray(unit.items) ? unit.items : undefined;
  if (items && !breakdown?.item_total) {
    return issue(
      ctx,
      422,
      'ITEM_TOTAL_REQUIRED',
      'If item details are specified, amount.breakdown.item_total is required.',
      `${path}/amount/breakdown/item_total`,
    );
  }
  if (!breakdown) return undefined;
  let sum = 0;
  for (const [names, sign] of [
    [BREAKDOWN_PLUS, 1],
    [BREAKDOWN_MINUS, -1],
  ] as const) {
    for (const name of names) {
      if (breakdown[name] === undefined) continue;
      const part = minorOf(breakdown[name], `${path}/amount/breakdown/${name}`);
      if (typeof part !== 'number') return part;
      sum += sign * part;
    }
  }
  if (sum !== total) {
    return issue(
      ctx,
      422,
      'AMOUNT_MISMATCH',
      'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.',
      `${path}/amount/value`,
    );
  }
  if (!items) return undefined;
  let itemSum = 0;
  for (const [index, item] of items.entries()) {
    const unitAmount = isObject(item) ? minorOf(item.unit_amount, `${path}/items/${index}/unit_amount`) : NaN;
    if (typeof unitAmount !== 'number') return unitAmount;
    itemSum += unitAmount * Number(isObject(item) ? item.quantity : NaN);
  }
  const itemTotal = minorOf(breakdown.item_total, `${path}/amount/breakdown/item_total`) as number;
  if (itemSum !== itemTotal) {
    return issue(
      ctx,
      422,
      'ITEM_TOTAL_MISMATCH',
      'Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit.',
      `${path}/amount/breakdown/item_total`,
    );
  }
  return undefined;
}

function validateOrder(sandbox: PaypalSandbox, body: unknown): PaypalOrderRecord | ApiAnswer {
  const { ctx } = sandbox;
  if (!isObject(body)) return malformedJson(ctx);
  if (!body.intent) return paypalError(ctx, 400, [missing('/intent')]);
  if (body.intent !== 'CAPTURE') {
    return issue(ctx, 400, 'INVALID_PARAMETER_VALUE', 'The sandbox supports intent CAPTURE only.', '/intent');
  }
  const units = body.purchase_units;
  if (!Array.isArray(units) || units.length === 0) return paypalError(ctx, 400, [missing('/purchase_units')]);
  if (units.length > 10)
    return issue(
      ctx,
      400,
      'INVALID_ARRAY_MAX_ITEMS',
      'The number of items in an array parameter is too large.',
      '/purchase_units',
    );
  const normalized: PaypalOrderRecord['purchaseUnits'] = [];
  for (const [index, unit] of units.entries()) {
    if (!isObject(unit)) return paypalError(ctx, 400, [missing(`/purchase_units/${index}`)]);
    const referenceId = String(unit.reference_id ?? 'default');
    const problem = checkUnit(sandbox, unit, `/purchase_units/@reference_id=='${referenceId}'`);
    if (problem) return problem;
    const amount = unit.amount as Json;
    const currency = String(amount.currency_code);
    const value = fromMinor(toMinor(amount.value, currency) as number, currency);
    normalized.push({
      ...unit,
      reference_id: referenceId,
      amount: { ...amount, currency_code: currency, value },
    });
  }
  const source =
    isObject(body.payment_source) && isObject(body.payment_source.paypal)
      ? body.payment_source.paypal
      : undefined;
  const experience = isObject(source?.experience_context) ? source.experience_context : undefined;
  const legacy = isObject(body.application_context) ? body.application_context : undefined;
  const context = experience ?? legacy ?? {};
  const now = paypalNow(ctx);
  return {
    id: newId(sandbox),
    intent: 'CAPTURE',
    status: source ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
    purchaseUnits: normalized,
    returnUrl: typeof context.return_url === 'string' ? context.return_url : undefined,
    cancelUrl: typeof context.cancel_url === 'string' ? context.cancel_url : undefined,
    withPaymentSource: Boolean(source),
    captureIds: [],
    createTime: now,
    updateTime: now,
  };
}
