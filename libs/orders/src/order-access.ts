import { accessTokenMatches } from './order-identifiers';

/**
 * Who is asking about an order: the session's signed-in user, or the holder of the order's guest
 * access token. The browser's cart id is deliberately not here: it travels in cart URLs and logs,
 * so it keeps the cart and opens nothing else.
 */
export interface OrderRequester {
  userId?: string | null;
  token?: string | null;
}

export interface OwnedOrder {
  userId: string | null;
  accessTokenHash: Buffer | null;
}

/**
 * The order belongs to the requester when the signed-in user placed it or when the guest access
 * token matches (constant time). Anything else is treated as not found by the callers, so an
 * order's existence is not revealed.
 */
export function mayAccessOrder(order: OwnedOrder, requester: OrderRequester): boolean {
  if (requester.userId && order.userId && requester.userId === order.userId) return true;
  return accessTokenMatches(requester.token, order.accessTokenHash);
}
