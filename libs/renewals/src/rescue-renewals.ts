import { Injectable } from '@nestjs/common';
import type {
  PrepareRenewalRequest,
  RescuePaymentMethod,
  RescueRenewalResponse,
  RescueView,
} from '@app/contracts';
import { toDecimalString } from '@app/domain';
import { Esim, esimDestinationKm, RescueLinks, rescueLinkRefused } from '@app/esims';
import { Order } from '@app/orders';
import { DataSource } from 'typeorm';
import { RenewalCheckout } from './renewal-checkout';
import { renewablePackages, toRenewalOption } from './renewal-options';
import type { RenewalTarget } from './renewal-target';

/**
 * The rescue top-up page behind an alert's signed link: one eSIM's renewal options and its renewal
 * order, without a session. The link decides which eSIM; the order is the eSIM owner's (a guest
 * eSIM's order has no user) and is paid by KHQR on the page, or by PayPal: the browser asks
 * create-order with the order's token and goes to PayPal's approval page. Nothing else of the eSIM or its owner is shown.
 */
@Injectable()
export class RescueRenewals {
  constructor(
    private readonly dataSource: DataSource,
    private readonly links: RescueLinks,
    private readonly renewals: RenewalCheckout,
  ) {}

  async view(esimId: string, token: string | undefined): Promise<RescueView> {
    const { esim, linkExpiresAt } = await this.target(esimId, token);
    const options = (await renewablePackages(this.dataSource.manager, esim)).map(toRenewalOption);
    const total = esim.dataMb;
    return {
      esimId: esim.id,
      destination: esim.destination,
      destinationKm: esimDestinationKm(esim),
      plan: esim.plan,
      days: (esim.isDayPass ? esim.customDays : null) ?? esim.days,
      isDayPass: esim.isDayPass,
      data: esim.data,
      status: esim.status,
      usagePercent:
        esim.usedMb === null || total <= 0
          ? null
          : Math.min(100, Math.round((esim.usedMb / total) * 1000) / 10),
      expiresAt: esim.expiresAt?.toISOString() ?? null,
      linkExpiresAt: linkExpiresAt.toISOString(),
      renewalOptions: options,
    };
  }

  /** The order of the eSIM the link names (its notices can be followed in Telegram from the page). */
  async orderOf(esimId: string, token: string | undefined): Promise<string> {
    const { esim } = await this.target(esimId, token);
    return esim.orderId;
  }

  async renew(
    esimId: string,
    token: string | undefined,
    request: PrepareRenewalRequest,
    language: 'en' | 'km',
    paymentMethod: RescuePaymentMethod = 'payway_khqr',
  ): Promise<RescueRenewalResponse> {
    const { esim } = await this.target(esimId, token);
    const order = await this.dataSource.getRepository(Order).findOneByOrFail({ id: esim.orderId });
    const target: RenewalTarget = { esim, order };
    const { placed } = await this.renewals.place(target, request, language, esim.userId, paymentMethod);
    return {
      orderId: placed.order.id,
      orderNumber: placed.order.orderNumber,
      accessToken: placed.accessToken,
      amount: toDecimalString(placed.order.totalCents),
      transactionId: placed.payment.tranId,
    };
  }

  private async target(
    esimId: string,
    token: string | undefined,
  ): Promise<{ esim: Esim; linkExpiresAt: Date }> {
    const grant = await this.links.check(esimId, token);
    const esim = await this.dataSource.getRepository(Esim).findOneBy({ id: grant.esimId });
    // a deleted eSIM or one that changed hands since the link was sent: the link is spent
    if (!esim || esim.hiddenAt || esim.userId !== grant.userId)
      throw rescueLinkRefused('RESCUE_LINK_REVOKED');
    return { esim, linkExpiresAt: grant.expiresAt };
  }
}
