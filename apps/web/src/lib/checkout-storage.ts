import type { CartItemView, CreateOrderResponse } from '@app/contracts';
import { orderConfirmationPath } from './guest-orders';

/*
 * What checkout keeps in the browser (purchase-flow §3, customer-area §3): the pendingOrder record
 * for the PayPal page, and the payway_processed_{tranId} flags of handled gateway returns.
 * Display and navigation state only: the server holds the order and its payment.
 */

export const PENDING_ORDER_KEY = 'pendingOrder';
export const processedKey = (tranId: string): string => `payway_processed_${tranId}`;

export interface PendingOrder {
  orderId: string;
  orderNumber: string;
  amount: string;
  sessionId: string;
  items: {
    packageId: number;
    quantity: number;
    customDays: number | null;
    customPrice: string | null;
    /** The line's package as the cart showed it (data and days name it in Khmer; absent from older records). */
    package: {
      destination: string;
      destinationKm?: string;
      plan: string;
      price: string;
      data?: string;
      days?: number;
    };
  }[];
  customer: { name: string; email: string; phone: string };
  /** The guest access token create-order handed out (whose order it is; never a payment state). */
  accessToken?: string;
}

export function savePendingOrder(
  order: CreateOrderResponse,
  sessionId: string,
  items: CartItemView[],
  customer: PendingOrder['customer'],
): void {
  writePendingOrder({
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    amount: order.totalAmount,
    sessionId,
    items: items.map((item) => ({
      packageId: item.packageId,
      quantity: item.quantity,
      customDays: item.customDays,
      customPrice: item.customPrice,
      package: {
        destination: item.package.destination,
        destinationKm: item.package.destinationKm,
        plan: item.package.plan,
        price: item.package.price,
        data: item.package.data,
        days: item.package.days,
      },
    })),
    customer,
    accessToken: order.accessToken,
  });
}

/** Keeps the order the PayPal page pays (checkout's, or a rescue top-up's). */
export const writePendingOrder = (record: PendingOrder): void =>
  localStorage.setItem(PENDING_ORDER_KEY, JSON.stringify(record));

/** The pendingOrder record: null when there is none, 'unreadable' when it cannot be parsed. */
export function readPendingOrder(): PendingOrder | null | 'unreadable' {
  const text = localStorage.getItem(PENDING_ORDER_KEY);
  if (text === null) return null;
  try {
    const record = JSON.parse(text) as PendingOrder | null;
    return record && typeof record === 'object' ? record : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

export const clearPendingOrder = (): void => localStorage.removeItem(PENDING_ORDER_KEY);

export const isProcessed = (tranId: string): boolean => localStorage.getItem(processedKey(tranId)) !== null;
export const markProcessed = (tranId: string): void =>
  localStorage.setItem(processedKey(tranId), String(Date.now()));

/** Phones and tablets (for 'Pay with Mobile App' and the bank app deeplink). */
export const isMobileDevice = (): boolean =>
  /Android|iPhone|iPad|iPod|Mobile|BlackBerry|IEMobile|Opera Mini/i.test(navigator.userAgent);

/** Where checkout sends the browser once an order is paid: My eSIMs, or a guest's order link. */
export function afterPaymentPath(
  signedIn: boolean,
  order: { orderNumber: string; token?: string | null } | null,
): string {
  return !signedIn && order?.token ? orderConfirmationPath(order.orderNumber, order.token) : '/my-esims';
}

/** The order links of a guest's payments live in lib/guest-orders (the home page and My eSIMs read them). */
export { GUEST_ORDERS_KEY, guestOrderPath, orderConfirmationPath, rememberGuestOrder } from './guest-orders';
