import type { AppConfig } from '@app/core';
import { formatUsd } from '@app/domain';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@app/i18n';
import type { Notifications } from '@app/notifications';
import type { Order } from '@app/orders';
import { EntityManager } from 'typeorm';
import { orderLink } from './order-link';

/**
 * Asks for the email that tells a customer their order went wrong (payment_failed, order_failed),
 * in the order's language, with the order's link; the reason is chosen in that language by the
 * caller. Nothing is asked for an order without an email address. One per (kind, order).
 */
export async function enqueueOrderProblem(
  deps: { notifications: Notifications; config: AppConfig },
  manager: EntityManager,
  kind: 'payment_failed' | 'order_failed',
  order: Order,
  reason: (language: Language) => string,
): Promise<boolean> {
  if (!order.customerEmail) return false;
  const language = isLanguage(order.language) ? order.language : DEFAULT_LANGUAGE;
  await deps.notifications.enqueue(manager, {
    kind,
    subjectId: order.id,
    to: order.customerEmail,
    language,
    data: {
      orderNumber: order.orderNumber,
      customerName: order.customerName,
      amountLabel: formatUsd(order.totalCents),
      reason: reason(language),
      orderLink: orderLink(deps.config, order),
    },
  });
  return true;
}
