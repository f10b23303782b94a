/*
 * The order links this browser holds (local storage guestOrders): each guest order's number and
 * the guest token its link carries, kept when checkout places it (with the attempt's tran_id, for
 * the gateway's return) and whenever an order link is opened. They are only keys: the server
 * decides which orders they open (POST /api/orders/held), and an account may claim them.
 */
export const GUEST_ORDERS_KEY = 'guestOrders';
/** As many as the server looks at in one request (libs/esims HELD_ORDERS_MAX). */
const GUEST_ORDERS_KEPT = 20;

export interface GuestOrderLink {
  orderNumber: string;
  token: string;
  /** The payment attempt checkout remembered it for (absent for a link opened later). */
  tranId?: string;
}

/** A guest's order page (the order link the emails also carry). */
export function orderConfirmationPath(orderNumber: string, token: string): string {
  return `/order-confirmation?${new URLSearchParams({ orderNumber, token }).toString()}`;
}

export function readGuestOrders(): GuestOrderLink[] {
  try {
    const list = JSON.parse(localStorage.getItem(GUEST_ORDERS_KEY) ?? '[]') as unknown;
    return Array.isArray(list)
      ? list.filter(
          (entry): entry is GuestOrderLink =>
            typeof (entry as GuestOrderLink)?.orderNumber === 'string' &&
            typeof (entry as GuestOrderLink).token === 'string' &&
            ['string', 'undefined'].includes(typeof (entry as GuestOrderLink).tranId),
        )
      : [];
  } catch {
    return [];
  }
}

const write = (list: GuestOrderLink[]): void =>
  localStorage.setItem(GUEST_ORDERS_KEY, JSON.stringify(list.slice(0, GUEST_ORDERS_KEPT)));

/** Remembers an order link (the newest first; one entry per payment attempt or order). */
export function rememberGuestOrder(link: GuestOrderLink): void {
  const kept = readGuestOrders().filter((entry) =>
    link.tranId ? entry.tranId !== link.tranId : entry.orderNumber !== link.orderNumber,
  );
  if (!link.tranId && readGuestOrders().some((entry) => entry.orderNumber === link.orderNumber)) return;
  write([link, ...kept]);
}

/** Forgets the links of these orders (claimed into an account). */
export function forgetGuestOrders(orderNumbers: string[]): void {
  write(readGuestOrders().filter((entry) => !orderNumbers.includes(entry.orderNumber)));
}

/** One link per order, for the server. */
export function heldOrderLinks(): { orderNumber: string; token: string }[] {
  const seen = new Map<string, string>();
  for (const entry of readGuestOrders())
    if (!seen.has(entry.orderNumber)) seen.set(entry.orderNumber, entry.token);
  return [...seen].map(([orderNumber, token]) => ({ orderNumber, token }));
}

/** The token this browser keeps for an order (Stripe's return names the order by number only). */
export function guestTokenOf(orderNumber: string): string | null {
  return readGuestOrders().find((entry) => entry.orderNumber === orderNumber)?.token ?? null;
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
