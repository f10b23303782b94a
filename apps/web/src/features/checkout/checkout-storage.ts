import type { CartItemView, CreateOrderResponse } from '@app/contracts';

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
    package: { destination: string; plan: string; price: string };
  }[];
  customer: { name: string; email: string; phone: string };
}

export function savePendingOrder(
  order: CreateOrderResponse,
  sessionId: string,
  items: CartItemView[],
  customer: PendingOrder['customer'],
): void {
  const record: PendingOrder = {
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    amount: order.totalAmount,
    sessionId,
    items: items.map((item) => ({
      packageId: item.packageId,
      quantity: item.quantity,
      customDays: item.customDays,
      customPrice: item.customPrice,
      package: { destination: item.package.destination, plan: item.package.plan, price: item.package.price },
    })),
    customer,
  };
  localStorage.setItem(PENDING_ORDER_KEY, JSON.stringify(record));
}

export const isProcessed = (tranId: string): boolean => localStorage.getItem(processedKey(tranId)) !== null;
export const markProcessed = (tranId: string): void =>
  localStorage.setItem(processedKey(tranId), String(Date.now()));

/** Phones and tablets (for 'Pay with Mobile App' and the bank app deeplink). */
export const isMobileDevice = (): boolean =>
  /Android|iPhone|iPad|iPod|Mobile|BlackBerry|IEMobile|Opera Mini/i.test(navigator.userAgent);
