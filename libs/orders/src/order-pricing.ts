import { BadRequestException } from '@nestjs/common';
import { CataloguePackage, isOnSale, type StoredPackage } from '@app/catalogue';
import {
  cartSummary,
  DAYPASS_DEFAULT_DAYS,
  DAYPASS_MAX_DAYS,
  DAYPASS_RENEWAL_DEFAULT_DAYS,
  DAYPASS_MIN_DAYS,
  isDomainRuleError,
  multiplyCents,
  packageUnitPrice,
  renewalPrice,
  type CartSummary,
} from '@app/domain';
import { selectRows } from '@app/core';
import { EntityManager } from 'typeorm';

/** The most of one package an order line holds (the cart's own limit). */
export const ORDER_MAX_QUANTITY = 99;
export const ORDER_MAX_LINES = 20;

/** What the browser asks for: ids, quantities and DayPass days. Any price it sends is ignored. */
export interface RequestedItem {
  packageId: number;
  quantity: number;
  /** DayPass days; when absent, the days of the session's cart line, else 1. */
  days?: number | null;
}

export interface PricedLine {
  pkg: StoredPackage;
  quantity: number;
  days: number | null;
  unitCents: number;
  lineCents: number;
}

export interface PricedOrder {
  lines: PricedLine[];
  summary: CartSummary;
  /**
   * The catalogue version the packages were taken from (`onSale`), which the order's write must
   * find unchanged; null when they were read from the database just now.
   */
  catalogueVersion: number | null;
}

/** The packages on sale at one catalogue version (the api's in-memory read model). */
export interface OnSalePackages {
  readonly version: number;
  get(id: number): StoredPackage | undefined;
}

const badItem = (index: number, field: string, message: string, code = 'INVALID_ITEM') =>
  new BadRequestException({
    message: `items[${index}].${field}: ${message}`,
    code,
    details: { field: `items[${index}].${field}` },
  });

/**
 * Prices an order from our own catalogue with the shared rules (libs/domain): a fixed plan costs its
 * whole-dollar price, a DayPass the DayPass price of its days (from the stored plan days, never a
 * price the browser sent), times the quantity; then the cart summary (processing fee included).
 * A renewal (`renewal: true`) takes renewable packages only, priced with renewalPrice (a DayPass:
 * its one-day price × days, 7 days unless asked). The packages come from `onSale` (the read model
 * of the catalogue's current version) when it has them all, else from the database.
 */
export async function priceOrder(
  manager: EntityManager,
  items: readonly RequestedItem[],
  sessionId: string | null,
  options: { renewal?: boolean; onSale?: OnSalePackages | null } = {},
): Promise<PricedOrder> {
  const renewal = options.renewal === true;
  const ids = [...new Set(items.map((item) => item.packageId))];
  const { byId, catalogueVersion } = await packagesOnSale(manager, ids, options.onSale ?? null);
  // The session cart is read only for DayPass lines that came without their days.
  const needsCart =
    !renewal && items.some((item) => item.days == null && byId.get(item.packageId)?.isDayPass);
  const cartDays =
    sessionId && needsCart ? await daysInCart(manager, sessionId, ids) : new Map<number, number>();
  const lines = items.map((item, index): PricedLine => {
    const pkg = byId.get(item.packageId);
    if (!pkg || (renewal && !pkg.renewable))
      throw badItem(index, 'packageId', `no package ${item.packageId} is on sale`, 'UNKNOWN_PACKAGE');
    const defaultDays = renewal ? DAYPASS_RENEWAL_DEFAULT_DAYS : DAYPASS_DEFAULT_DAYS;
    const days = pkg.isDayPass ? (item.days ?? cartDays.get(pkg.id) ?? defaultDays) : null;
    if (days !== null) {
      const min = Math.max(DAYPASS_MIN_DAYS, pkg.minDays ?? DAYPASS_MIN_DAYS);
      const max = Math.min(DAYPASS_MAX_DAYS, pkg.maxDays ?? DAYPASS_MAX_DAYS);
      if (!Number.isInteger(days) || days < min || days > max)
        throw badItem(index, 'customDays', `must be a whole number of days from ${min} to ${max}`);
    }
    try {
      const priced = { priceCents: pkg.retailCents, days: pkg.days, isDayPass: pkg.isDayPass };
      const unitCents = renewal
        ? renewalPrice(priced, days ?? undefined)
        : packageUnitPrice(priced, days ?? undefined);
      return {
        pkg,
        quantity: item.quantity,
        days,
        unitCents,
        lineCents: multiplyCents(unitCents, item.quantity),
      };
    } catch (error) {
      if (isDomainRuleError(error)) throw badItem(index, 'packageId', error.message, error.code);
      throw error;
    }
  });
  const summary = cartSummary(lines.map((line) => ({ priceCents: line.unitCents, quantity: line.quantity })));
  return { lines, summary, catalogueVersion };
}

/**
 * The requested packages that are on sale, by id: from `onSale` when it holds every one of them (no
 * read; the order's write then checks that the catalogue is still at its version), else read now.
 */
async function packagesOnSale(
  manager: EntityManager,
  ids: number[],
  onSale: OnSalePackages | null,
): Promise<{ byId: Map<number, StoredPackage>; catalogueVersion: number | null }> {
  const known = onSale ? ids.map((id) => onSale.get(id)) : [];
  if (onSale && known.every((pkg) => pkg !== undefined)) {
    return { byId: new Map(known.map((pkg) => [pkg!.id, pkg!])), catalogueVersion: onSale.version };
  }
  const read = await selectRows(manager, CataloguePackage, 'id = ANY($1::int[])', [ids]);
  return { byId: new Map(read.filter(isOnSale).map((pkg) => [pkg.id, pkg])), catalogueVersion: null };
}

async function daysInCart(
  manager: EntityManager,
  sessionId: string,
  ids: number[],
): Promise<Map<number, number>> {
  const rows: { package_id: number; days: number | null }[] = await manager.query(
    'SELECT package_id, days FROM cart_item WHERE session_id = $1 AND package_id = ANY($2::int[])',
    [sessionId, ids],
  );
  return new Map(rows.filter((row) => row.days !== null).map((row) => [row.package_id, row.days as number]));
}
