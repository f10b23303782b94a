import type { CartItemView } from '@app/contracts';
import { destinationNameKm, type CataloguePackage } from '@app/catalogue';
import { cartLineTotal, fixedPlanDisplayPrice, packageUnitPrice, toDecimalString } from '@app/domain';

/** The package fields a cart line shows and prices from. */
export type CartLinePackage = Pick<
  CataloguePackage,
  | 'id'
  | 'destination'
  | 'countryCode'
  | 'continent'
  | 'data'
  | 'name'
  | 'days'
  | 'retailCents'
  | 'apiCode'
  | 'isDayPass'
>;

/**
 * One cart line as the api answers it, priced by the shared rules: a DayPass line costs the DayPass
 * price of its chosen days (per unit), a fixed plan its whole-dollar price; the line total is the
 * unit price × quantity.
 */
export function cartItemView(
  item: { id: string; quantity: number; days: number | null },
  pkg: CartLinePackage,
): CartItemView {
  const fixedPrice = fixedPlanDisplayPrice(pkg.retailCents);
  const customDays = pkg.isDayPass ? item.days : null;
  const customPriceCents = pkg.isDayPass
    ? packageUnitPrice(
        { priceCents: pkg.retailCents, days: pkg.days, isDayPass: true },
        item.days ?? undefined,
      )
    : null;
  return {
    id: item.id,
    packageId: pkg.id,
    package: {
      id: pkg.id,
      destination: pkg.destination,
      destinationKm: destinationNameKm(pkg),
      countryCode: pkg.countryCode,
      data: pkg.data,
      plan: pkg.name,
      days: pkg.days,
      price: toDecimalString(pkg.retailCents),
      priceCents: pkg.retailCents,
      apiCode: pkg.apiCode,
      isDayPass: pkg.isDayPass,
    },
    quantity: item.quantity,
    customPrice: customPriceCents === null ? null : toDecimalString(customPriceCents),
    customDays,
    unitPriceCents: customPriceCents ?? fixedPrice,
    lineTotalCents: cartLineTotal({ priceCents: fixedPrice, customPriceCents, quantity: item.quantity }),
  };
}
