import { Injectable } from '@nestjs/common';
import { AppConfig } from '@app/core';
import { isLanguage } from '@app/i18n';
import { EsimGuideSource, type EsimGuideOrder } from '@app/notifications';
import { Order, orderAccessToken } from '@app/orders';
import { DataSource, IsNull } from 'typeorm';
import { Esim } from '../esim.entity';
import { orderLink } from '../order-link';
import { toGuideEsim, paidSummary } from './guide-esims';

/**
 * The install guide's data (libs/notifications' EsimGuideSource port): an order's eSIMs by order
 * number, with its owner and its order link's token: only they (or the link's holder, a guest) may
 * download the PDF or ask for the email again.
 */
@Injectable()
export class EsimsGuideSource extends EsimGuideSource {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {
    super();
  }

  async findByOrderNumber(orderNumber: string): Promise<EsimGuideOrder | null> {
    const order = await this.dataSource
      .getRepository(Order)
      .findOneBy({ orderNumber: orderNumber.trim().toUpperCase().slice(0, 20) });
    if (!order) return null;
    const esims = await this.dataSource
      .getRepository(Esim)
      .find({ where: { orderId: order.id, hiddenAt: IsNull() }, order: { createdAt: 'ASC', iccid: 'ASC' } });
    return {
      orderId: order.id,
      ownerId: order.userId ?? '',
      accessToken: orderAccessToken(this.config.security.sessionSecret, order.id),
      customerEmail: order.customerEmail ?? (await this.accountEmail(order.userId)),
      language: isLanguage(order.language) ? order.language : 'en',
      orderNumber: order.orderNumber,
      customerName: order.customerName,
      esims: esims.map(toGuideEsim),
      orderLink: orderLink(this.config, order),
      paid: paidSummary(order),
    };
  }

  /** An order placed without an email goes to the account's email (sign-up requires one). */
  private async accountEmail(userId: string | null): Promise<string> {
    if (!userId) return '';
    const rows: { email: string }[] = await this.dataSource.query(
      'SELECT email FROM app_user WHERE id = $1',
      [userId],
    );
    return rows[0]?.email ?? '';
  }
}
