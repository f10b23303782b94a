import { esimDataLabel, esimDays } from '@app/domain';
import type { GuideEsim, PaidSummary } from '@app/notifications';
import type { Order } from '@app/orders';
import { esimDestinationKm } from '../destination-km';
import type { Esim } from '../esim.entity';

/** An eSIM as the install email and the PDF guide show it. */
export function toGuideEsim(esim: Esim): GuideEsim {
  return {
    iccid: esim.iccid,
    lpa: esim.lpa,
    smdpAddress: esim.smdpAddress,
    activationCode: esim.activationCode,
    destination: esim.destination,
    destinationKm: esimDestinationKm(esim),
    packageName: esim.plan,
    dataLabel: esimDataLabel(esim.data),
    isDayPass: esim.isDayPass,
    days:
      esimDays({
        days: esim.days,
        customDays: esim.customDays,
        packageType: esim.isDayPass ? 'DayPass' : 'FixedPlan',
      }) ?? esim.days,
    expiresAt: esim.expiresAt?.toISOString() ?? null,
    activatedAt: esim.activatedAt?.toISOString() ?? null,
    activateBefore: esim.activateBefore?.toISOString() ?? null,
    status: esim.status,
  };
}

/** What the order cost, as the eSIM email and the PDF guide show it. */
export const paidSummary = (order: Order): PaidSummary => ({
  subtotalCents: order.subtotalCents,
  discountCode: order.discountCode,
  discountCents: order.discountCents,
  totalCents: order.totalCents,
});
