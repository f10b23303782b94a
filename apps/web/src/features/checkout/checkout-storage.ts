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
  /** The guest access token create-order handed out (whose order it is; never a payment state). */
  accessToken?: string;
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
    accessToken: order.accessToken,
  };
  localStorage.setItem(PENDING_ORDER_KEY, JSON.stringify(record));
}

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

/**
 * A guest's order page after paying (the order link the email also carries): the order number and
 * the guest access token create-order handed out. Signed-in customers go to My eSIMs instead.
 */
export function orderConfirmationPath(orderNumber: string, token: string): string {
  return `/order-confirmation?${new URLSearchParams({ orderNumber, token }).toString()}`;
}

/** Where checkout sends the browser once an order is paid: My eSIMs, or a guest's order link. */
export function afterPaymentPath(
  signedIn: boolean,
  order: { orderNumber: string; token?: string | null } | null,
): string {
  return !signedIn && order?.token ? orderConfirmationPath(order.orderNumber, order.token) : '/my-esims';
}

/*
 * The order links of a guest's recent payments by tran_id (guestOrders): the gateway returns the
 * browser to /my-esims?payment=success&tran_id=… in a new document, which needs the guest's link.
 */
export const GUEST_ORDERS_KEY = 'guestOrders';
const GUEST_ORDERS_KEPT = 10;

interface GuestOrder {
  tranId: string;
  orderNumber: string;
  token: string;
}

function readGuestOrders(): GuestOrder[] {
  try {
    const list = JSON.parse(localStorage.getItem(GUEST_ORDERS_KEY) ?? '[]') as unknown;
    return Array.isArray(list)
      ? list.filter(
          (entry): entry is GuestOrder =>
            typeof (entry as GuestOrder)?.tranId === 'string' &&
            typeof (entry as GuestOrder).orderNumber === 'string' &&
            typeof (entry as GuestOrder).token === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/** Remembers a payment attempt's order link (the latest few only). */
export function rememberGuestOrder(order: GuestOrder): void {
  const kept = readGuestOrders().filter((entry) => entry.tranId !== order.tranId);
  localStorage.setItem(GUEST_ORDERS_KEY, JSON.stringify([order, ...kept].slice(0, GUEST_ORDERS_KEPT)));
}

/**
 * The order link of a remembered payment: by the attempt's tran_id, or by the order number (an
 * order's KHQR attempt gets a tran_id of its own after create-order), else null.
 */
export function guestOrderPath(payment: { tranId: string; orderNumber?: string }): string | null {
  const found = readGuestOrders().find(
    (entry) => entry.tranId === payment.tranId || entry.orderNumber === payment.orderNumber,
  );
  return found ? orderConfirmationPath(found.orderNumber, found.token) : null;
}
