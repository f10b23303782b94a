import type { AppConfig } from '@app/core';
import { orderConfirmationPath } from '@app/orders';

/**
 * The order's page behind its unguessable guest token (the same token create-order hands out):
 * shown after payment and sent by email, it opens the order and its eSIMs without signing in.
 */
export function orderLink(config: AppConfig, order: { id: string; orderNumber: string }): string {
  return `${config.http.publicUrl}${orderPath(config, order)}`;
}

/** The same link within the shop (path and query), for the web's own redirects. */
export function orderPath(config: AppConfig, order: { id: string; orderNumber: string }): string {
  return orderConfirmationPath(config.security.sessionSecret, order);
}
