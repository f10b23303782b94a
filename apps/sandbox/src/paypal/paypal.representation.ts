import { fromMinor, toMinor } from './paypal.money';
import { apiUrl, isoTime, PaypalSandbox } from './paypal.state';
import type { PaypalCaptureRecord, PaypalOrderRecord, PaypalRefundRecord } from './paypal.store';

/** JSON shapes of orders, captures and refunds, with the HATEOAS links PayPal returns. */

const BUYER = {
  email_address: 'sb-buyer@personal.example.com',
  name: { given_name: 'Sandbox', surname: 'Buyer' },
};
const PAYEE = { email_address: 'sb-merchant@business.example.com', merchant_id: 'DERLENGSANDBOX1' };

export const approvalUrl = (sandbox: PaypalSandbox, orderId: string): string =>
  apiUrl(sandbox, `/paypal/checkout/approve?token=${encodeURIComponent(orderId)}`);

function orderLinks(sandbox: PaypalSandbox, order: PaypalOrderRecord): unknown[] {
  const self = `/v2/checkout/orders/${order.id}`;
  const links: unknown[] = [{ href: apiUrl(sandbox, self), rel: 'self', method: 'GET' }];
  if (order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED') {
    const rel = order.status === 'CREATED' ? 'approve' : 'payer-action';
    links.push({ href: approvalUrl(sandbox, order.id), rel, method: 'GET' });
  }
  if (order.status !== 'COMPLETED' && order.status !== 'VOIDED') {
    links.push({ href: apiUrl(sandbox, self), rel: 'update', method: 'PATCH' });
    links.push({ href: apiUrl(sandbox, `${self}/capture`), rel: 'capture', method: 'POST' });
  }
  return links;
}

function payer(order: PaypalOrderRecord): Record<string, unknown> | undefined {
  if (!order.payerId) return undefined;
  return { ...BUYER, payer_id: order.payerId, address: { country_code: 'KH' } };
}

/** Minimal (create's default): id, status, payment_source, links. Full: everything. */
export function orderJson(
  sandbox: PaypalSandbox,
  order: PaypalOrderRecord,
  full: boolean,
): Record<string, unknown> {
  const source =
    order.withPaymentSource || order.payerId
      ? {
          payment_source: {
            paypal: order.payerId ? { ...BUYER, account_id: order.payerId, account_status: 'VERIFIED' } : {},
          },
        }
      : {};
  if (!full) return { id: order.id, status: order.status, ...source, links: orderLinks(sandbox, order) };
  const units = order.purchaseUnits.map((unit) => {
    const records = order.captureIds
      .map((id) => sandbox.store.captures.get(id))
      .filter((capture): capture is PaypalCaptureRecord => capture?.referenceId === unit.reference_id);
    const captures = records.map((capture) => captureJson(sandbox, capture));
    // Orders v2's payment collection lists the captures' refunds beside them (each partial refund once)
    const refunds = records
      .flatMap((capture) => capture.refundIds)
      .map((id) => sandbox.store.refunds.get(id))
      .filter((refund): refund is PaypalRefundRecord => refund !== undefined)
      .map((refund) => refundJson(sandbox, refund));
    const payments = { captures, ...(refunds.length ? { refunds } : {}) };
    return { ...unit, payee: PAYEE, ...(captures.length ? { payments } : {}) };
  });
  const payerJson = payer(order);
  return {
    id: order.id,
    intent: order.intent,
    status: order.status,
    ...source,
    purchase_units: units,
    ...(payerJson ? { payer: payerJson } : {}),
    create_time: isoTime(order.createTime),
    update_time: isoTime(order.updateTime),
    links: orderLinks(sandbox, order),
  };
}

/** A PayPal-like fee: 3.49 % + 0.49 (in 2-decimal currencies). */
function feeMinor(gross: number): number {
  return Math.round(gross * 0.0349) + 49;
}

export function captureJson(sandbox: PaypalSandbox, capture: PaypalCaptureRecord): Record<string, unknown> {
  const currency = capture.amount.currency_code;
  const gross = toMinor(capture.amount.value, currency) as number;
  const fee = Math.min(gross, feeMinor(gross));
  const money = (minor: number): Record<string, string> => ({
    currency_code: currency,
    value: fromMinor(minor, currency),
  });
  const self = `/v2/payments/captures/${capture.id}`;
  return {
    id: capture.id,
    status: capture.status,
    ...(capture.pendingReason ? { status_details: { reason: capture.pendingReason } } : {}),
    amount: capture.amount,
    final_capture: true,
    seller_protection: {
      status: 'ELIGIBLE',
      dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'],
    },
    seller_receivable_breakdown: {
      gross_amount: money(gross),
      paypal_fee: money(fee),
      net_amount: money(gross - fee),
    },
    ...(capture.customId ? { custom_id: capture.customId } : {}),
    ...(capture.invoiceId ? { invoice_id: capture.invoiceId } : {}),
    supplementary_data: { related_ids: { order_id: capture.orderId } },
    create_time: isoTime(capture.createTime),
    update_time: isoTime(capture.updateTime),
    links: [
      { href: apiUrl(sandbox, self), rel: 'self', method: 'GET' },
      { href: apiUrl(sandbox, `${self}/refund`), rel: 'refund', method: 'POST' },
      { href: apiUrl(sandbox, `/v2/checkout/orders/${capture.orderId}`), rel: 'up', method: 'GET' },
    ],
  };
}

export function refundJson(sandbox: PaypalSandbox, refund: PaypalRefundRecord): Record<string, unknown> {
  return {
    id: refund.id,
    status: refund.status,
    amount: refund.amount,
    ...(refund.invoiceId ? { invoice_id: refund.invoiceId } : {}),
    ...(refund.noteToPayer ? { note_to_payer: refund.noteToPayer } : {}),
    supplementary_data: { related_ids: { capture_id: refund.captureId } },
    create_time: isoTime(refund.createTime),
    update_time: isoTime(refund.createTime),
    links: [
      { href: apiUrl(sandbox, `/v2/payments/refunds/${refund.id}`), rel: 'self', method: 'GET' },
      { href: apiUrl(sandbox, `/v2/payments/captures/${refund.captureId}`), rel: 'up', method: 'GET' },
    ],
  };
}
