/**
 * My eSIMs, usage, details and top-ups (customer-area §3, §7). Data amounts are megabytes as
 * numbers (the web formats them with libs/domain's data-units rules); dates are ISO strings.
 */

export type EsimPackageType = 'DayPass' | 'FixedPlan';

/** A renewal plan on an eSIM. */
export interface EsimTopUpView {
  id: string;
  /** Our order number of the renewal (RoameSIM's when it was not bought here). */
  orderNumber: string;
  /** RoameSIM's order number (technical information). */
  providerOrderNumber: string;
  status: string;
  /** The renewal's data label ('5GB'). */
  dataAmount: string;
  data: string;
  dataTotalMb: number;
  /** MB used on this renewal's plan; null until reported. */
  dataUsed: number | null;
  dataRemaining: number | null;
  daysAdded: number;
  createdAt: string;
  expiresAt: string | null;
}

export interface EsimView {
  id: string;
  orderId: string;
  /** Our order number (the customer's reference). */
  orderNumber: string;
  /** RoameSIM's order number (technical information). */
  providerOrderNumber: string;
  status: string;
  destination: string;
  /** The destination in Khmer ('' when unknown). */
  destinationKm: string;
  /** ISO code of a single-country package (its flag), else ''. */
  countryCode: string;
  plan: string;
  /** '5GB', '500MB' (per day for a DayPass). */
  data: string;
  unit: 'GB' | 'MB' | null;
  dataTotalMb: number;
  days: number;
  customDays: number | null;
  packageType: EsimPackageType;
  apiCode: string;
  /** The catalogue package bought, while it is still on sale ("Buy again" opens it); else null. */
  packageId: number | null;
  iccid: string;
  smdpAddress: string;
  activationCode: string;
  /** The LPA string (LPA:1$<SM-DP+>$<activation code>): what the QR code holds. */
  qrCodeData: string;
  apn: string;
  createdAt: string;
  activatedAt: string | null;
  /** Install before this date. */
  activateBefore: string | null;
  expiresAt: string | null;
  /** MB used and left on the eSIM's own plan; null until the provider reports them (DayPass: never). */
  dataUsed: number | null;
  dataRemaining: number | null;
  lastSyncedAt: string | null;
  topUpCount: number;
  topUps: EsimTopUpView[];
}

/** GET /api/esims/{id}/topups. */
export interface EsimTopUpsResponse {
  topUps: EsimTopUpView[];
}

/** GET /api/esims/{id}/usage. */
export interface EsimUsageView {
  esimId: string;
  status: string;
  dataTotalMb: number;
  dataUsed: number | null;
  dataRemaining: number | null;
  /** 0..100, one decimal; null when usage is not reported. */
  usagePercent: number | null;
  activatedAt: string | null;
  expiresAt: string | null;
  lastSyncedAt: string | null;
  topUps: EsimTopUpView[];
}

/**
 * GET /api/esims/{id}/status and POST /api/esims/{id}/sync-status: the stored usage, and whether
 * a sync with the provider was queued (its result is pushed as esim_status_update, then
 * esim_status_sync_complete).
 */
export interface EsimStatusResponse {
  success: true;
  syncQueued: boolean;
  usage: EsimUsageView;
}

/** POST /api/esims/{id}/activate. */
export interface EsimActivateResponse {
  success: true;
  status: string;
  syncQueued: boolean;
  message: string;
}

/** DELETE /api/esims/{id}. */
export interface EsimDeleteResponse {
  success: true;
  message: string;
}

/** POST /api/esims/sync-all-status. */
export interface EsimSyncAllResponse {
  success: true;
  queued: number;
}

/** GET /api/complete-esim/orders/{orderNumber}: code '0' is success. */
export interface CompleteEsimOrderResponse {
  code: '0';
  message: string;
  data: { orderNumber: string; syncQueued: boolean; esims: EsimView[] };
}

/** Pushed to the owner's rooms (user, order, browser session) when an order's eSIMs change. */
export interface EsimStatusUpdate {
  type: 'esim_status_update';
  orderId: string;
  orderNumber: string;
  orderStatus: string;
  /** The eSIM that changed, when one did (null when only the order moved). */
  esimId: string | null;
  status: string | null;
  timestamp: string;
}

/** Pushed to the requester when a status sync they asked for (or the sweep) has finished. */
export interface EsimStatusSyncComplete {
  type: 'esim_status_sync_complete';
  esimIds: string[];
  updated: number;
  failed: number;
  timestamp: string;
}
