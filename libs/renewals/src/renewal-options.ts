import { Injectable } from '@nestjs/common';
import { CataloguePackage } from '@app/catalogue';
import type { RenewalOption, RenewalPackagesResponse } from '@app/contracts';
import { DAYPASS_MAX_DAYS, DAYPASS_MIN_DAYS, renewalUnitPrice, toDecimalString } from '@app/domain';
import type { Esim } from '@app/esims';
import { DataSource, EntityManager } from 'typeorm';
import { RenewalTargets } from './renewal-target';

/** A package as a renewal option, priced with the shared renewal rule (libs/domain). */
export function toRenewalOption(pkg: CataloguePackage): RenewalOption {
  const priceCents = renewalUnitPrice({
    priceCents: pkg.retailCents,
    days: pkg.days,
    isDayPass: pkg.isDayPass,
  });
  return {
    id: pkg.id,
    name: pkg.name,
    description: pkg.isDayPass
      ? `${pkg.data} per day in ${pkg.destination}, ${DAYPASS_MIN_DAYS} to ${DAYPASS_MAX_DAYS} days`
      : `${pkg.data} for ${pkg.days} ${pkg.days === 1 ? 'day' : 'days'} in ${pkg.destination}`,
    price: toDecimalString(priceCents),
    priceCents,
    data: pkg.data,
    dataMb: pkg.dataMb,
    days: pkg.days,
    supportDaypass: pkg.isDayPass,
    minDays: pkg.isDayPass ? Math.max(DAYPASS_MIN_DAYS, pkg.minDays ?? DAYPASS_MIN_DAYS) : null,
    maxDays: pkg.isDayPass ? Math.min(DAYPASS_MAX_DAYS, pkg.maxDays ?? DAYPASS_MAX_DAYS) : null,
  };
}

/**
 * The packages that can renew an eSIM: on sale, renewable (RoameSIM's flowType 0), of the eSIM's
 * own RoameSIM SKU (a renewal stays on the destination it was bought for; RoameSIM refuses others).
 * The SKU comes from the eSIM's package (by apiCode); if that package left the catalogue, from the
 * destination's packages.
 */
export async function renewablePackages(manager: EntityManager, esim: Esim): Promise<CataloguePackage[]> {
  const repo = manager.getRepository(CataloguePackage);
  const own =
    (await repo.findOneBy({ apiCode: esim.apiCode })) ??
    (await repo.findOne({ where: { destination: esim.destination }, order: { id: 'ASC' } }));
  if (!own) return [];
  return repo
    .createQueryBuilder('pkg')
    .where('pkg.skuId = :skuId AND pkg.renewable AND pkg.isAvailable AND pkg.withdrawnAt IS NULL', {
      skuId: own.skuId,
    })
    .orderBy('pkg.isDayPass', 'ASC')
    .addOrderBy('pkg.dataMb', 'ASC')
    .addOrderBy('pkg.days', 'ASC')
    .addOrderBy('pkg.id', 'ASC')
    .getMany();
}

/** GET /api/esims/{orderNumber}/renewal-packages: the owner's eSIM's renewal options. */
@Injectable()
export class RenewalOptions {
  constructor(
    private readonly dataSource: DataSource,
    private readonly targets: RenewalTargets,
  ) {}

  async list(userId: string, key: string): Promise<RenewalPackagesResponse> {
    const { esim, order } = await this.targets.find(userId, key);
    const packages = await renewablePackages(this.dataSource.manager, esim);
    return {
      success: true,
      esimId: esim.id,
      orderNumber: order.orderNumber,
      renewalOptions: packages.map(toRenewalOption),
    };
  }
}
