import type { EsimTopUpView, EsimUsageView, EsimView } from '@app/contracts';
import { esimDestinationKm } from '../destination-km';
import type { Esim } from '../esim.entity';
import type { TopUp } from '../top-up.entity';

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

const unitOf = (label: string): 'GB' | 'MB' | null => {
  if (/GB/i.test(label)) return 'GB';
  if (/MB/i.test(label)) return 'MB';
  return null;
};

/** A renewal as the customer sees it: our order number (the provider's only when it was not bought here). */
export function toTopUpView(topUp: TopUp & { orderNumber?: string | null }): EsimTopUpView {
  return {
    id: topUp.id,
    orderNumber: topUp.orderNumber ?? topUp.providerOrderNumber,
    providerOrderNumber: topUp.providerOrderNumber,
    status: topUp.status,
    dataAmount: topUp.data,
    data: topUp.data,
    dataTotalMb: topUp.dataMb,
    dataUsed: topUp.usedMb,
    dataRemaining: topUp.remainingMb,
    daysAdded: topUp.daysAdded,
    createdAt: topUp.createdAt.toISOString(),
    expiresAt: iso(topUp.expiresAt),
  };
}

/** An eSIM with its order number and top-ups (oldest first), as the customer's pages read it. */
export function toEsimView(
  esim: Esim,
  orderNumber: string,
  topUps: readonly TopUp[],
  packageId: number | null = null,
): EsimView {
  return {
    id: esim.id,
    orderId: esim.orderId,
    orderNumber,
    providerOrderNumber: esim.providerOrderNumber,
    status: esim.status,
    destination: esim.destination,
    destinationKm: esimDestinationKm(esim),
    countryCode: esim.countryCode,
    plan: esim.plan,
    data: esim.data,
    unit: unitOf(esim.data),
    dataTotalMb: esim.dataMb,
    days: esim.days,
    customDays: esim.customDays,
    packageType: esim.isDayPass ? 'DayPass' : 'FixedPlan',
    apiCode: esim.apiCode,
    packageId,
    iccid: esim.iccid,
    smdpAddress: esim.smdpAddress,
    activationCode: esim.activationCode,
    qrCodeData: esim.lpa,
    apn: esim.apn,
    createdAt: esim.createdAt.toISOString(),
    activatedAt: iso(esim.activatedAt),
    activateBefore: iso(esim.activateBefore),
    expiresAt: iso(esim.expiresAt),
    dataUsed: esim.usedMb,
    dataRemaining: esim.remainingMb,
    lastSyncedAt: iso(esim.lastSyncedAt),
    topUpCount: topUps.length,
    topUps: topUps.map(toTopUpView),
  };
}

/** Percent of the allowance used, one decimal, 0..100; null when usage is not reported. */
export function usagePercent(usedMb: number | null, totalMb: number): number | null {
  if (usedMb === null || totalMb <= 0) return null;
  return Math.min(100, Math.round((usedMb / totalMb) * 1000) / 10);
}

export function toUsageView(esim: Esim, topUps: readonly TopUp[]): EsimUsageView {
  return {
    esimId: esim.id,
    status: esim.status,
    dataTotalMb: esim.dataMb,
    dataUsed: esim.usedMb,
    dataRemaining: esim.remainingMb,
    usagePercent: usagePercent(esim.usedMb, esim.dataMb),
    activatedAt: iso(esim.activatedAt),
    expiresAt: iso(esim.expiresAt),
    lastSyncedAt: iso(esim.lastSyncedAt),
    topUps: topUps.map(toTopUpView),
  };
}
