/**
 * Renewal (top-up) of an eSIM (customer-area §2 "Renewal", §7): the options offered for it and the
 * renewal order prepared for checkout. Prices are decimal USD texts computed by the server.
 */

/** One renewal option: a renewable package of the eSIM's destination. */
export interface RenewalOption {
  /** The catalogue package id (what prepare-renewal takes as packageId). */
  id: number;
  name: string;
  description: string;
  /** The price ('5.00'); for a DayPass the price of one day (the unit price). */
  price: string;
  priceCents: number;
  /** '1GB', '500MB' (per day for a DayPass). */
  data: string;
  dataMb: number;
  /** The plan's days (a DayPass: 1, the days are chosen). */
  days: number;
  /** True for a DayPass: its days are chosen (minDays..maxDays), price = unit price × days. */
  supportDaypass: boolean;
  minDays: number | null;
  maxDays: number | null;
}

/** GET /api/esims/{orderNumber or eSIM id}/renewal-packages. */
export interface RenewalPackagesResponse {
  success: true;
  esimId: string;
  /** Our order number of the eSIM (the checkout's originalOrder). */
  orderNumber: string;
  renewalOptions: RenewalOption[];
}

/** POST /api/esims/{orderNumber or eSIM id}/prepare-renewal. */
export interface PrepareRenewalRequest {
  packageId: number;
  /** DayPass only: 1..30, default 7. */
  daypassDays?: number;
}

export interface PrepareRenewalResponse {
  success: true;
  message: string;
  renewalOrder: {
    orderId: string;
    /** The renewal order's number (the checkout's renewalOrder). */
    orderNumber: string;
    /** The eSIM's own order number (the checkout's originalOrder). */
    originalOrder: string;
    esimId: string;
    /** '5.00': what the order costs, as the server priced it. */
    amount: string;
    /** The PayWay checkout attempt's tran_id. */
    payWayTransactionId: string;
  };
}
