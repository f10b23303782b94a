import { accessTokenMatches } from './order-identifiers';

/** Who is asking about an order: the session's user, the browser session id, a guest token. */
export interface OrderRequester {
  userId?: string | null;
  sessionId?: string | null;
  token?: string | null;
}

export interface OwnedOrder {
  userId: string | null;
  sessionId: string | null;
  accessTokenHash: Buffer | null;
}

/**
 * The order belongs to the requester when the signed-in user placed it, when it was placed from
 * this browser session, or when the guest access token matches (constant time). Anything else is
 * treated as not found by the callers, so an order's existence is not revealed.
 */
export function mayAccessOrder(order: OwnedOrder, requester: OrderRequester): boolean {
  if (requester.userId && order.userId && requester.userId === order.userId) return true;
  if (requester.sessionId && order.sessionId && requester.sessionId === order.sessionId) return true;
  return accessTokenMatches(requester.token, order.accessTokenHash);
}
