import { BadRequestException, Injectable } from '@nestjs/common';
import type { PrepareRenewalRequest, PrepareRenewalResponse, RescuePaymentMethod } from '@app/contracts';
import { DAYPASS_RENEWAL_DEFAULT_DAYS, toDecimalString } from '@app/domain';
import { CheckoutService, type PlacedOrder } from '@app/payments';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { renewablePackages, toRenewalOption } from './renewal-options';
import { RenewalTargets, type RenewalTarget } from './renewal-target';

const badField = (field: string, message: string, code = 'INVALID_RENEWAL') =>
  new BadRequestException({ message: `${field}: ${message}`, code, details: { field } });

/**
 * prepare-renewal: a top-up order (kind 'topup', tied to the eSIM) for one renewal option, placed by
 * create-order's own CheckoutService (server pricing, the order, its line, its PayWay checkout
 * attempt and order.created, in one transaction). Payment then follows the purchase's path
 * unchanged; payment.confirmed makes the worker renew the eSIM (libs/esims TopUpLine).
 */
@Injectable()
export class RenewalCheckout {
  constructor(
    private readonly dataSource: DataSource,
    private readonly targets: RenewalTargets,
    private readonly checkout: CheckoutService,
  ) {}

  async prepare(
    userId: string,
    key: string,
    request: PrepareRenewalRequest,
    language: 'en' | 'km',
  ): Promise<PrepareRenewalResponse> {
    const { placed, order } = await this.place(
      await this.targets.find(userId, key),
      request,
      language,
      userId,
    );
    return {
      success: true,
      message: 'Renewal order created',
      renewalOrder: {
        orderId: placed.order.id,
        orderNumber: placed.order.orderNumber,
        originalOrder: order.orderNumber,
        esimId: placed.order.targetEsimId as string,
        amount: toDecimalString(placed.order.totalCents),
        payWayTransactionId: placed.payment.tranId,
      },
    };
  }

  /**
   * Places the renewal order of an eSIM already found (its owner's, or one a rescue link names),
   * for the eSIM's owner (null: a guest's eSIM), with the purchase order's contact fields.
   */
  async place(
    { esim, order }: RenewalTarget,
    request: PrepareRenewalRequest,
    language: 'en' | 'km',
    userId: string | null,
    paymentMethod: RescuePaymentMethod = 'payway_khqr',
  ): Promise<{ placed: PlacedOrder; order: RenewalTarget['order'] }> {
    const options = (await renewablePackages(this.dataSource.manager, esim)).map(toRenewalOption);
    const option = options.find((candidate) => candidate.id === request.packageId);
    if (!option) {
      throw badField('packageId', `package ${request.packageId} cannot renew this eSIM`, 'UNKNOWN_PACKAGE');
    }
    let days: number | null = null;
    if (option.supportDaypass) {
      days = request.daypassDays ?? DAYPASS_RENEWAL_DEFAULT_DAYS;
      const min = option.minDays as number;
      const max = option.maxDays as number;
      if (days < min || days > max) throw badField('daypassDays', `must be from ${min} to ${max} days`);
    }
    const placed = await this.checkout.placeOrder({
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      customerPhone: order.customerPhone,
      items: [{ packageId: option.id, quantity: 1, days }],
      clientTotalCents: null,
      paymentMethod,
      sessionId: null,
      userId,
      language,
      idempotencyKey: null,
      requestHash: createHash('sha256')
        .update(JSON.stringify({ esimId: esim.id, ...request, paymentMethod }))
        .digest('hex'),
      targetEsimId: esim.id,
    });
    return { placed, order };
  }
}
