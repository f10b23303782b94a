import type { FastifyRequest } from 'fastify';
import type { ApiAnswer } from '../kit/fault-injector';
import { captureMagic, getPaypalBehaviour, paypalNow } from './paypal.behaviour';
import { issue, notFound } from './paypal.errors';
import { fromMinor, toMinor } from './paypal.money';
import { captureJson, orderJson, refundJson } from './paypal.representation';
import { idempotent, Outcome } from './paypal.request-id';
import { newId, PaypalSandbox } from './paypal.state';
import type { CaptureStatus, PaypalCaptureRecord, PaypalOrderRecord } from './paypal.store';

const minorOf = (value: string, currency: string): number => toMinor(value, currency) as number;

/** POST /v2/checkout/orders/{id}/capture, with PayPal-Request-Id replay (the order's latest state). */
export function handleCapture(sandbox: PaypalSandbox, request: FastifyRequest, orderId: string): ApiAnswer {
  return idempotent(
    sandbox,
    request,
    () => capture(sandbox, orderId),
    (entry) => {
      const order = sandbox.store.orders.get(entry.id ?? '');
      return order ? { status: entry.status, body: orderJson(sandbox, order, true) } : notFound(sandbox.ctx);
    },
  );
}

function capture(sandbox: PaypalSandbox, orderId: string): Outcome {
  const { ctx, store } = sandbox;
  const order = store.orders.get(orderId);
  if (!order) return { answer: notFound(ctx) };
  if (order.status === 'COMPLETED') {
    return {
      answer: issue(
        ctx,
        422,
        'ORDER_ALREADY_CAPTURED',
        'Order already captured. If intent=CAPTURE only one capture per order is allowed.',
      ),
    };
  }
  if (order.status !== 'APPROVED') {
    return {
      answer: issue(
        ctx,
        422,
        'ORDER_NOT_APPROVED',
        "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
      ),
    };
  }
  const behaviour = getPaypalBehaviour(ctx);
  for (const unit of order.purchaseUnits) {
    const magic = captureMagic(behaviour, minorOf(unit.amount.value, unit.amount.currency_code));
    if (magic.kind === 'issue') {
      return {
        answer: issue(
          ctx,
          422,
          magic.issue,
          `The capture was refused (sandbox magic amount ${unit.amount.value}).`,
        ),
      };
    }
    const invoiceId = typeof unit.invoice_id === 'string' ? unit.invoice_id : undefined;
    const reused =
      invoiceId &&
      [...store.captures.values()].some((c) => c.invoiceId === invoiceId && c.status !== 'DECLINED');
    if (reused) {
      return {
        answer: issue(
          ctx,
          422,
          'DUPLICATE_INVOICE_ID',
          'Duplicate Invoice ID detected. To avoid a potential duplicate transaction your account setting requires that Invoice Id be unique for each transaction.',
        ),
      };
    }
  }
  const now = paypalNow(ctx);
  for (const unit of order.purchaseUnits) {
    const magic = captureMagic(behaviour, minorOf(unit.amount.value, unit.amount.currency_code));
    const status: CaptureStatus =
      magic.kind === 'pending' ? 'PENDING' : magic.kind === 'declined' ? 'DECLINED' : 'COMPLETED';
    const record: PaypalCaptureRecord = {
      id: newId(sandbox),
      orderId: order.id,
      referenceId: unit.reference_id,
      status,
      pendingReason: status === 'PENDING' ? 'PENDING_REVIEW' : undefined,
      amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
      refundedMinor: 0,
      customId: typeof unit.custom_id === 'string' ? unit.custom_id : undefined,
      invoiceId: typeof unit.invoice_id === 'string' ? unit.invoice_id : undefined,
      refundIds: [],
      createTime: now,
      updateTime: now,
    };
    store.captures.set(record.id, record);
    order.captureIds.push(record.id);
    announceCapture(sandbox, record);
  }
  order.status = 'COMPLETED';
  order.updateTime = now;
  store.changed();
  if (order.captureIds.every((id) => store.captures.get(id)?.status === 'COMPLETED')) {
    sandbox.webhooks.emit(
      'CHECKOUT.ORDER.COMPLETED',
      'checkout-order',
      orderJson(sandbox, order, true),
      `Checkout Order Completed`,
    );
  }
  return {
    answer: { status: 201, body: orderJson(sandbox, order, true) },
    resource: { kind: 'order', id: order.id },
  };
}

function announceCapture(sandbox: PaypalSandbox, record: PaypalCaptureRecord): void {
  const money = `${record.amount.value} ${record.amount.currency_code}`;
  const event =
    record.status === 'COMPLETED'
      ? ('PAYMENT.CAPTURE.COMPLETED' as const)
      : record.status === 'PENDING'
        ? ('PAYMENT.CAPTURE.PENDING' as const)
        : ('PAYMENT.CAPTURE.DENIED' as const);
  sandbox.webhooks.emit(
    event,
    'capture',
    captureJson(sandbox, record),
    `Payment ${record.status.toLowerCase()} for ${money}`,
  );
}

/** Settles a PENDING capture (control API / tests): COMPLETED or DECLINED, with its webhook. */
export function settlePendingCapture(
  sandbox: PaypalSandbox,
  captureId: string,
  outcome: 'complete' | 'deny',
): PaypalCaptureRecord | string {
  const record = sandbox.store.captures.get(captureId);
  if (!record) return 'capture not found';
  if (record.status !== 'PENDING') return `capture is ${record.status}, not PENDING`;
  record.status = outcome === 'complete' ? 'COMPLETED' : 'DECLINED';
  record.pendingReason = undefined;
  record.updateTime = paypalNow(sandbox.ctx);
  sandbox.store.changed();
  announceCapture(sandbox, record);
  return record;
}

export function handleGetCapture(sandbox: PaypalSandbox, captureId: string): ApiAnswer {
  const record = sandbox.store.captures.get(captureId);
  return record ? { status: 200, body: captureJson(sandbox, record) } : notFound(sandbox.ctx);
}

export function handleGetRefund(sandbox: PaypalSandbox, refundId: string): ApiAnswer {
  const record = sandbox.store.refunds.get(refundId);
  return record ? { status: 200, body: refundJson(sandbox, record) } : notFound(sandbox.ctx);
}

/** POST /v2/payments/captures/{id}/refund: full (no amount) or partial, with PayPal-Request-Id replay. */
export function handleRefund(sandbox: PaypalSandbox, request: FastifyRequest, captureId: string): ApiAnswer {
  return idempotent(
    sandbox,
    request,
    () => refund(sandbox, captureId, (request.body ?? {}) as Record<string, unknown>),
    (entry) => handleGetRefund(sandbox, entry.id ?? ''),
  );
}

function refund(sandbox: PaypalSandbox, captureId: string, body: Record<string, unknown>): Outcome {
  const { ctx, store } = sandbox;
  const record = store.captures.get(captureId);
  if (!record) return { answer: notFound(ctx) };
  if (record.status === 'REFUNDED') {
    return {
      answer: issue(ctx, 422, 'CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.'),
    };
  }
  if (record.status === 'PENDING') {
    return {
      answer: issue(ctx, 422, 'PENDING_CAPTURE', 'Cannot initiate a refund as the capture is pending.'),
    };
  }
  if (record.status !== 'COMPLETED' && record.status !== 'PARTIALLY_REFUNDED') {
    return { answer: issue(ctx, 422, 'REFUND_NOT_ALLOWED', 'Refund cannot be issued for this capture.') };
  }
  const currency = record.amount.currency_code;
  const captured = minorOf(record.amount.value, currency);
  const remaining = captured - record.refundedMinor;
  let amountMinor = remaining;
  const amount = body.amount as Record<string, unknown> | undefined;
  if (amount !== undefined) {
    if (amount?.currency_code !== currency) {
      return {
        answer: issue(
          ctx,
          422,
          'REFUND_CAPTURE_CURRENCY_MISMATCH',
          'Refund must be in the same currency as the capture.',
          '/amount/currency_code',
        ),
      };
    }
    const minor = toMinor(amount.value, currency);
    if (minor === 'INVALID')
      return {
        answer: issue(
          ctx,
          400,
          'INVALID_PARAMETER_SYNTAX',
          'The value of a field does not conform to the expected format.',
          '/amount/value',
        ),
      };
    if (minor === 'DECIMAL_PRECISION')
      return {
        answer: issue(
          ctx,
          422,
          'DECIMAL_PRECISION',
          'Only two decimal places are supported.',
          '/amount/value',
        ),
      };
    if (minor <= 0)
      return {
        answer: issue(ctx, 422, 'CANNOT_BE_ZERO_OR_NEGATIVE', 'Must be greater than zero.', '/amount/value'),
      };
    amountMinor = minor;
  }
  if (amountMinor > remaining) {
    return {
      answer: issue(
        ctx,
        422,
        'REFUND_AMOUNT_EXCEEDED',
        'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
      ),
    };
  }
  const now = paypalNow(ctx);
  const refundRecord = {
    id: newId(sandbox),
    captureId,
    status: 'COMPLETED' as const,
    amount: { currency_code: currency, value: fromMinor(amountMinor, currency) },
    invoiceId: typeof body.invoice_id === 'string' ? body.invoice_id : undefined,
    noteToPayer: typeof body.note_to_payer === 'string' ? body.note_to_payer : undefined,
    createTime: now,
  };
  store.refunds.set(refundRecord.id, refundRecord);
  record.refundIds.push(refundRecord.id);
  record.refundedMinor += amountMinor;
  record.status = record.refundedMinor >= captured ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
  record.updateTime = now;
  store.changed();
  const json = refundJson(sandbox, refundRecord);
  sandbox.webhooks.emit(
    'PAYMENT.CAPTURE.REFUNDED',
    'refund',
    json,
    `A ${refundRecord.amount.value} ${currency} capture payment was refunded`,
  );
  return { answer: { status: 201, body: json }, resource: { kind: 'refund', id: refundRecord.id } };
}

/** Approval by the buyer (approval page or control API): APPROVED with a payer, webhook once. */
export function approveOrder(sandbox: PaypalSandbox, order: PaypalOrderRecord): string | undefined {
  if (order.status === 'APPROVED') return undefined;
  if (order.status !== 'CREATED' && order.status !== 'PAYER_ACTION_REQUIRED')
    return `order is ${order.status}`;
  order.status = 'APPROVED';
  order.payerId = order.payerId ?? newId(sandbox, 13);
  order.updateTime = paypalNow(sandbox.ctx);
  sandbox.store.changed();
  sandbox.webhooks.emit(
    'CHECKOUT.ORDER.APPROVED',
    'checkout-order',
    orderJson(sandbox, order, true),
    'An order has been approved by buyer',
  );
  return undefined;
}
