import { Injectable } from '@nestjs/common';
import type { EsimView } from '@app/contracts';
import { sortEsims } from '@app/domain';
import { onSaleSql } from '@app/catalogue';
import { DataSource, In } from 'typeorm';
import { Esim } from '../esim.entity';
import { TopUp } from '../top-up.entity';
import { toEsimView } from './esim-views';

/** A renewal with our order number (null for one found at the provider but not bought here). */
export type NumberedTopUp = TopUp & { orderNumber: string | null };

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Loads eSIMs with what their views need (order numbers, top-ups) in three queries. */
@Injectable()
export class EsimReader {
  constructor(private readonly dataSource: DataSource) {}

  async views(esims: readonly Esim[]): Promise<EsimView[]> {
    if (esims.length === 0) return [];
    const orderIds = [...new Set(esims.map((esim) => esim.orderId))];
    const numbers: { id: string; order_number: string }[] = await this.dataSource.query(
      'SELECT id, order_number FROM orders WHERE id = ANY($1::uuid[])',
      [orderIds],
    );
    const numberOf = new Map(numbers.map((row) => [row.id, row.order_number]));
    const topUps = await this.topUpsOf(esims.map((esim) => esim.id));
    const onSale: { id: string; package_id: number }[] = await this.dataSource.query(
      `SELECT oi.id, oi.package_id FROM order_item oi JOIN package p ON p.id = oi.package_id
       WHERE oi.id = ANY($1::uuid[]) AND ${onSaleSql('p')}`,
      [esims.map((esim) => esim.orderItemId)],
    );
    const packageOf = new Map(onSale.map((row) => [row.id, row.package_id]));
    return esims.map((esim) =>
      toEsimView(
        esim,
        numberOf.get(esim.orderId) ?? '',
        topUps.filter((topUp) => topUp.esimId === esim.id),
        packageOf.get(esim.orderItemId) ?? null,
      ),
    );
  }

  /** The eSIMs' renewals, oldest first, each with our order number when it was bought here. */
  async topUpsOf(esimIds: string[]): Promise<NumberedTopUp[]> {
    if (esimIds.length === 0) return [];
    const topUps = await this.dataSource
      .getRepository(TopUp)
      .find({ where: { esimId: In(esimIds) }, order: { createdAt: 'ASC', providerOrderNumber: 'ASC' } });
    const orderIds = [...new Set(topUps.map((topUp) => topUp.orderId).filter((id): id is string => !!id))];
    const numbers: { id: string; order_number: string }[] = orderIds.length
      ? await this.dataSource.query('SELECT id, order_number FROM orders WHERE id = ANY($1::uuid[])', [
          orderIds,
        ])
      : [];
    const numberOf = new Map(numbers.map((row) => [row.id, row.order_number]));
    return topUps.map((topUp) =>
      Object.assign(topUp, { orderNumber: topUp.orderId ? (numberOf.get(topUp.orderId) ?? null) : null }),
    );
  }

  /** The user's eSIMs they have not deleted, in the spec's order (rank, then newest). */
  async visibleOf(userId: string): Promise<EsimView[]> {
    const esims = await this.dataSource
      .getRepository(Esim)
      .createQueryBuilder('esim')
      .where('esim.userId = :userId AND esim.hiddenAt IS NULL', { userId })
      .orderBy('esim.createdAt', 'DESC')
      .getMany();
    return sortEsims(await this.views(esims));
  }

  /** The user's eSIMs deleted within the restore window, newest deletion first. */
  async recentlyHiddenOf(userId: string, since: Date): Promise<EsimView[]> {
    const esims = await this.dataSource
      .getRepository(Esim)
      .createQueryBuilder('esim')
      .where('esim.userId = :userId AND esim.hiddenAt >= :since', { userId, since })
      .orderBy('esim.hiddenAt', 'DESC')
      .getMany();
    return this.views(esims);
  }

  /** One eSIM if the requester may see it: its owner (unless they deleted it) or an admin. */
  async owned(id: string, requester: { userId: string; isAdmin: boolean }): Promise<Esim | null> {
    if (!UUID.test(id)) return null;
    const esim = await this.dataSource.getRepository(Esim).findOneBy({ id });
    if (!esim) return null;
    if (requester.isAdmin) return esim;
    return esim.userId === requester.userId && esim.hiddenAt === null ? esim : null;
  }

  /**
   * The order's first eSIM id, or null while it has none (the payment status page redirects to
   * /esim/{id}/details once there is one).
   */
  async firstEsimId(orderId: string): Promise<string | null> {
    if (!UUID.test(orderId)) return null;
    const rows: { id: string }[] = await this.dataSource.query(
      'SELECT id FROM esim WHERE order_id = $1 ORDER BY created_at, iccid LIMIT 1',
      [orderId],
    );
    return rows[0]?.id ?? null;
  }

  /** The eSIMs of one order (oldest first). */
  async ofOrder(orderId: string, requester?: { userId: string | null }): Promise<EsimView[]> {
    const esims = await this.dataSource
      .getRepository(Esim)
      .find({ where: { orderId }, order: { createdAt: 'ASC', iccid: 'ASC' } });
    // a customer who deleted an eSIM no longer sees it, on the order page either
    const shown = esims.filter(
      (esim) => !(requester?.userId && esim.userId === requester.userId && esim.hiddenAt),
    );
    return this.views(shown);
  }
}
