import type { NotificationDataMap, NotificationKind, RenderContext } from '../notification-kinds';
import type { RenderedEmail } from './rendered-email';
import { renderAccountChangedEmail, renderPasswordResetEmail } from './templates/account-security.email';
import { renderEsimAlertEmail } from './templates/esim-alert.email';
import { renderContactMessageEmail, renderContactReceiptEmail } from './templates/contact.email';
import { renderEsimReadyEmail } from './templates/esim-ready.email';
import { renderOrderLinkEmail } from './templates/order-link.email';
import { renderOrderProblemEmail } from './templates/order-problem.email';
import { renderPasswordChangedEmail } from './templates/password-changed.email';
import { renderAttentionStaffEmail, renderOrderRefundedEmail } from './templates/refund.email';
import { renderReconciliationEmail } from './templates/reconciliation.email';
import { renderTopUpReadyEmail } from './templates/top-up-ready.email';

/** Renders any kind of message from its data snapshot (pure: same input, same output). */
export async function renderEmail<K extends NotificationKind>(
  kind: K,
  data: NotificationDataMap[K],
  context: RenderContext,
  options: { generatedAt?: Date } = {},
): Promise<RenderedEmail> {
  const any = data as NotificationDataMap[NotificationKind];
  switch (kind) {
    case 'esim_ready':
    case 'esim_instructions':
      return renderEsimReadyEmail(any as NotificationDataMap['esim_ready'], context, options);
    case 'topup_ready':
      return renderTopUpReadyEmail(any as NotificationDataMap['topup_ready'], context);
    case 'payment_failed':
    case 'order_failed':
      return renderOrderProblemEmail(kind, any as NotificationDataMap['order_failed'], context);
    case 'password_changed':
      return renderPasswordChangedEmail(any as NotificationDataMap['password_changed'], context);
    case 'password_reset':
      return renderPasswordResetEmail(any as NotificationDataMap['password_reset'], context);
    case 'account_changed':
      return renderAccountChangedEmail(any as NotificationDataMap['account_changed'], context);
    case 'contact_message':
      return renderContactMessageEmail(any as NotificationDataMap['contact_message'], context);
    case 'contact_receipt':
      return renderContactReceiptEmail(any as NotificationDataMap['contact_receipt'], context);
    case 'order_refunded':
      return renderOrderRefundedEmail(any as NotificationDataMap['order_refunded'], context);
    case 'attention_staff':
      return renderAttentionStaffEmail(any as NotificationDataMap['attention_staff'], context);
    case 'reconciliation_differences':
      return renderReconciliationEmail(any as NotificationDataMap['reconciliation_differences'], context);
    case 'order_link':
      return renderOrderLinkEmail(any as NotificationDataMap['order_link'], context);
    case 'esim_alert':
      return renderEsimAlertEmail(any as NotificationDataMap['esim_alert'], context);
  }
  throw new Error(`no renderer for notification kind "${String(kind)}"`);
}
