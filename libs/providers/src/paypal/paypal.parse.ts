import { fromWireMoney } from './paypal.money';
import type {
  PaypalCapture,
  PaypalCaptureStatus,
  PaypalOrder,
  PaypalOrderStatus,
  PaypalRefund,
} from './paypal.types';

/** Order, capture and refund JSON to typed values (the raw order is kept for reconciliation). */

type Json = Record<string, unknown>;
const obj = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
const list = (value: unknown): Json[] => (Array.isArray(value) ? value.map(obj) : []);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

export function parseCapture(json: Json, referenceId?: string): PaypalCapture {
  return {
    id: String(json.id ?? ''),
    status: String(json.status ?? '') as PaypalCaptureStatus,
    amount: fromWireMoney(json.amount),
    pendingReason: text(obj(json.status_details).reason),
    customId: text(json.custom_id),
    invoiceId: text(json.invoice_id),
    referenceId,
  };
}

export function parseOrder(body: unknown): PaypalOrder {
  const json = obj(body);
  const units = list(json.purchase_units);
  const links = list(json.links);
  const approve = links.find((link) => link.rel === 'approve' || link.rel === 'payer-action');
  const payer = obj(json.payer);
  const paypalSource = obj(obj(json.payment_source).paypal);
  return {
    id: String(json.id ?? ''),
    status: String(json.status ?? '') as PaypalOrderStatus,
    approveUrl: text(approve?.href),
    payerId: text(payer.payer_id) ?? text(paypalSource.account_id),
    payerEmail: text(payer.email_address) ?? text(paypalSource.email_address),
    purchaseUnits: units.map((unit) => ({
      referenceId: text(unit.reference_id),
      amount: fromWireMoney(unit.amount),
      customId: text(unit.custom_id),
      invoiceId: text(unit.invoice_id),
    })),
    captures: units.flatMap((unit) =>
      list(obj(unit.payments).captures).map((capture) => parseCapture(capture, text(unit.reference_id))),
    ),
    refunds: units.flatMap((unit) => list(obj(unit.payments).refunds).map(parseRefund)),
    raw: json,
  };
}

export function parseRefund(body: unknown): PaypalRefund {
  const json = obj(body);
  return { id: String(json.id ?? ''), status: String(json.status ?? ''), amount: fromWireMoney(json.amount) };
}

/** Case-insensitive header lookup over fetch Headers or a Node/Fastify headers object. */
export function header(
  headers: Headers | Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers as Record<string, string | string[] | undefined>)) {
    if (key.toLowerCase() === wanted) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}
