import { ConflictException, Injectable } from '@nestjs/common';
import { Outbox } from '@app/core';
import type { PaymentData, PaymentFormResponse, PaywayFormData } from '@app/contracts';
import { isOrderPaid, toDecimalString } from '@app/domain';
import { mayAccessOrder, type Order, type OrderItem, type OrderRequester } from '@app/orders';
import { DataSource } from 'typeorm';
import { issueAttempt } from './issue-attempt';
import { PaymentLookup, payerOrder, transactionNotFound } from './payment-lookup';
import type { Payment } from './payment.entity';
import { PaywayGateway } from './payway-gateway';

export interface PopupFormRequest {
  transactionId?: string;
  orderId?: string;
  orderNumber?: string;
  /** The amount the browser shows, in cents (compared, never used). */
  amountCents?: number | null;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The spec's formHtml: PayWay's form#aba_merchant_request with the signed hidden fields. */
export function formHtml(form: PaywayFormData): string {
  const inputs = Object.entries(form.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<form id="aba_merchant_request" method="POST" target="aba_webservice" action="${escapeHtml(form.action)}">${inputs}</form>`;
}

/**
 * Signed purchase forms for checkout attempts. The form carries the payer's name, email and phone,
 * so it is handed only to whoever may see the order (its user, its guest
 * token); the amount comes from the attempt, whatever the browser sends.
 */
@Injectable()
export class PaymentForms {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly lookup: PaymentLookup,
    private readonly gateway: PaywayGateway,
  ) {}

  /** The form of an attempt the caller already holds, with the order's lines (create-order's answer). */
  paymentData(payment: Payment, order: Order, items: OrderItem[]): PaymentData {
    const form = this.gateway.purchaseForm(payment, payerOrder(order, items));
    return { formHtml: formHtml(form), form, transactionId: payment.tranId, tranId: payment.tranId };
  }

  async popupForm(request: PopupFormRequest, requester: OrderRequester): Promise<PaymentFormResponse> {
    const order = await this.findOrder(request);
    if (!order || !mayAccessOrder(order, requester)) throw transactionNotFound();
    if (isOrderPaid(order.status)) {
      throw new ConflictException({ code: 'ALREADY_PAID', message: 'This order is already paid' });
    }
    const attempt = (await this.lookup.attempts(order.id, 'checkout'))[0];
    if (
      !attempt ||
      order.status !== 'pending' ||
      (attempt.status !== 'created' && attempt.status !== 'pending')
    ) {
      throw new ConflictException({
        code: 'PAYMENT_CLOSED',
        message: 'This payment can no longer be completed. Please place the order again.',
      });
    }
    if (request.amountCents != null && request.amountCents !== attempt.amountCents) {
      throw new ConflictException({
        code: 'AMOUNT_MISMATCH',
        message: 'The amount does not match the order. Please reload the page.',
      });
    }
    if (attempt.status === 'created') {
      await this.dataSource.transaction((manager) => issueAttempt(manager, this.outbox, attempt));
    }
    const data = this.paymentData(attempt, order, await this.lookup.items(order.id));
    return {
      success: true,
      formHtml: data.formHtml,
      form: data.form,
      transactionId: attempt.tranId,
      orderId: order.id,
      orderNumber: order.orderNumber,
      amount: toDecimalString(attempt.amountCents),
    };
  }

  private async findOrder(request: PopupFormRequest): Promise<Order | null> {
    if (request.transactionId) {
      const found = await this.lookup.byTranId(request.transactionId);
      if (found) return found.order;
    }
    if (request.orderId) {
      const order = await this.lookup.orderById(request.orderId);
      if (order) return order;
    }
    if (request.orderNumber) return this.lookup.orderByNumber(request.orderNumber);
    return null;
  }
}
