/**
 * Cart shapes (purchase-flow §3, §7). Every price is computed by the server: for a DayPass line
 * `customPrice` is the DayPass price of the chosen days, derived from the catalogue, never taken
 * from the client.
 */

export interface CartPackage {
  id: number;
  destination: string;
  /** The destination in Khmer ('' when unknown). */
  destinationKm: string;
  countryCode: string;
  data: string;
  plan: string;
  days: number;
  price: string;
  priceCents: number;
  apiCode: string;
  isDayPass: boolean;
}

export interface CartItemView {
  id: string;
  packageId: number;
  package: CartPackage;
  quantity: number;
  /** The DayPass price for customDays, per unit ('35.00'); null for a fixed plan. */
  customPrice: string | null;
  /** Chosen DayPass days (1..30); null for a fixed plan. */
  customDays: number | null;
  /** What one unit costs (the DayPass price, or the fixed plan's price). */
  unitPriceCents: number;
  lineTotalCents: number;
}

/** POST /api/cart answer: `sessionId` is the one the cart is now kept under (maybe a replacement). */
export interface AddToCartResult {
  success: true;
  sessionId: string;
  item: CartItemView;
}

export interface CartRemovalResult {
  success: true;
  removed: number;
}

/** The spec's browser session id: 8 to 64 of A-Z, a-z, 0-9, '_' and '-'. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
