import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { Esim, UUID } from '@app/esims';
import { Order } from '@app/orders';
import { DataSource } from 'typeorm';

/** The eSIM a renewal is for, with the purchase order that made it. */
export interface RenewalTarget {
  esim: Esim;
  order: Order;
}

const notFound = () => new NotFoundException({ message: 'eSIM not found', code: 'ESIM_NOT_FOUND' });

/**
 * Finds the eSIM named in a renewal route: its id, or its order number (ours or RoameSIM's; an order
 * of several eSIMs must be named by eSIM id). Owner-only: another customer, an admin who is not the
 * owner, a deleted or missing eSIM all get the same 404.
 */
@Injectable()
export class RenewalTargets {
  constructor(private readonly dataSource: DataSource) {}

  async find(userId: string, key: string): Promise<RenewalTarget> {
    const esims = await this.candidates(userId, key.trim());
    if (esims.length === 0) throw notFound();
    if (esims.length > 1) {
      throw new ConflictException({
        code: 'ESIM_AMBIGUOUS',
        message: `Order ${key} has ${esims.length} eSIMs: renew one by its eSIM id`,
      });
    }
    const esim = esims[0];
    const order = await this.dataSource.getRepository(Order).findOneByOrFail({ id: esim.orderId });
    return { esim, order };
  }

  private async candidates(userId: string, key: string): Promise<Esim[]> {
    const repo = this.dataSource.getRepository(Esim);
    const mine = (esim: Esim) => esim.userId === userId && esim.hiddenAt === null;
    if (UUID.test(key)) {
      const esim = await repo.findOneBy({ id: key });
      return esim && mine(esim) ? [esim] : [];
    }
    const esims = await repo
      .createQueryBuilder('esim')
      .innerJoin(Order, 'o', 'o.id = esim.orderId')
      .where('(o.orderNumber = :key OR esim.providerOrderNumber = :key)', { key })
      .andWhere('esim.userId = :userId AND esim.hiddenAt IS NULL', { userId })
      .orderBy('esim.createdAt', 'ASC')
      .getMany();
    return esims.filter(mine);
  }
}
