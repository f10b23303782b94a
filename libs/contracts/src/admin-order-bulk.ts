/** The admin orders list's bulk actions (POST /api/admin/orders/bulk/…): shapes shared with the web. */

/** The most orders one bulk action takes. */
export const ORDER_BULK_LIMIT = 100;

/** The actions the orders list can take on a selection, each the path of its route. */
export const ORDER_BULK_ACTIONS = ['resend-esim-email', 'retry-provisioning'] as const;
export type OrderBulkAction = (typeof ORDER_BULK_ACTIONS)[number];

/** POST /api/admin/orders/bulk/<action>. */
export interface OrderBulkRequest {
  orderNumbers: string[];
}

/**
 * What happened to one order: `done`, or `skipped` with the reason's code (the same code the
 * single action answers with: NOT_FOUND, ORDER_NOT_RETRYABLE, NO_ESIM, NO_EMAIL, …) and message.
 */
export type OrderBulkResult =
  | { orderNumber: string; outcome: 'done'; message: string }
  | { orderNumber: string; outcome: 'skipped'; code: string; message: string };

/** One result per order asked for (each named once), in the order asked. */
export interface OrderBulkReply {
  action: OrderBulkAction;
  done: number;
  skipped: number;
  results: OrderBulkResult[];
}
