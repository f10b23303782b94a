import { orderAccessToken } from './order-identifiers';

/**
 * The order's page behind its guest access token (the token create-order hands out): the path
 * within the shop. Derived from the order id under SESSION_SECRET whenever needed, so it is never
 * stored: orders keep the token's hash, emails render the link when they are sent.
 */
export function orderConfirmationPath(
  sessionSecret: string,
  order: { id: string; orderNumber: string },
): string {
  const token = orderAccessToken(sessionSecret, order.id);
  const query = new URLSearchParams({ orderNumber: order.orderNumber, token });
  return `/order-confirmation?${query.toString()}`;
}
