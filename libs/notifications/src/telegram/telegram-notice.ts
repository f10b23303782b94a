import { rescueLinkPath } from '@app/contracts';
import { resources, telegramTexts, type Language } from '@app/i18n';
import { fill } from '../email/fill';
import { destinationIn, formatDateTime, planIn } from '../email/format';
import type { NotificationDataMap, NotificationKind } from '../notification-kinds';

/** A Telegram message beside an email: plain text (no parse mode) and rows of URL buttons. */
export interface TelegramNotice {
  text: string;
  buttons: { text: string; url: string }[][];
}

/** Who gets a kind's Telegram message: the customer's linked chat, or the staff chat. */
export const TELEGRAM_NOTICE_KINDS = {
  esim_ready: 'customer',
  esim_alert: 'customer',
  order_refunded: 'customer',
  attention_staff: 'staff',
  reconciliation_differences: 'staff',
} as const satisfies Partial<Record<NotificationKind, 'customer' | 'staff'>>;
export type TelegramNoticeKind = keyof typeof TELEGRAM_NOTICE_KINDS;

export const hasTelegramNotice = (kind: NotificationKind): kind is TelegramNoticeKind =>
  kind in TELEGRAM_NOTICE_KINDS;

/**
 * The Telegram message of a notification, in the notification's language, from the same snapshot
 * as its email. It never carries an activation code: the button opens the order page instead.
 */
export function renderTelegramNotice<K extends TelegramNoticeKind>(
  kind: K,
  data: NotificationDataMap[K],
  language: Language,
  shopUrl: string,
): TelegramNotice {
  const t = telegramTexts[language];
  switch (kind) {
    case 'esim_ready': {
      const ready = data as NotificationDataMap['esim_ready'];
      const first = ready.esims[0];
      return {
        text: fill(t.notices.esimReady, {
          plan: first ? planIn(first, language) : '',
          destination: first ? destinationIn(first, language) : '',
          orderNumber: ready.orderNumber,
        }),
        buttons: [[{ text: t.notices.openOrder, url: ready.orderLink }]],
      };
    }
    case 'esim_alert': {
      const alert = data as NotificationDataMap['esim_alert'];
      const texts = resources[language].translation.alerts.email;
      const values = {
        plan: alert.packageName,
        destination: destinationIn(alert, language),
        percent: String(Math.floor(alert.usagePercent ?? (alert.alert === 'usage_100' ? 100 : 80))),
        date: alert.expiresAt ? formatDateTime(alert.expiresAt, language) : '',
      };
      if (!alert.rescueToken) throw new Error('esim_alert without its rescue token');
      return {
        text: `${fill(texts[alert.alert].subject, values)}\n\n${fill(texts[alert.alert].body, values)}`,
        buttons: [
          [{ text: texts.action, url: `${shopUrl}${rescueLinkPath(alert.esimId, alert.rescueToken)}` }],
        ],
      };
    }
    case 'order_refunded': {
      const refund = data as NotificationDataMap['order_refunded'];
      return {
        text: refund.partial
          ? fill(t.notices.refundedPart, {
              orderNumber: refund.orderNumber,
              amount: refund.amountLabel,
              total: refund.partial.refundedTotalLabel,
            })
          : fill(t.notices.refunded, { orderNumber: refund.orderNumber, amount: refund.amountLabel }),
        buttons: [[{ text: t.notices.openOrder, url: refund.orderLink }]],
      };
    }
    case 'attention_staff': {
      const order = data as NotificationDataMap['attention_staff'];
      return {
        text: fill(t.staff.attention, {
          orderNumber: order.orderNumber,
          amount: order.amountLabel,
          customer: order.customerName,
          status: order.status,
          paidAt: formatDateTime(order.paidAt, language),
          error: order.lastError ?? '–',
        }),
        buttons: [[{ text: t.staff.openAttention, url: order.adminLink }]],
      };
    }
    case 'reconciliation_differences': {
      const report = data as NotificationDataMap['reconciliation_differences'];
      const lines = report.differences
        .slice(0, 30)
        .map((difference) =>
          fill(t.staff.difference, { ...difference, orderNumber: difference.orderNumber ?? '–' }),
        );
      const title = fill(t.staff.reconciliation, {
        provider: report.provider,
        day: report.day,
        count: report.differences.length,
      });
      return { text: [title, '', ...lines].join('\n'), buttons: [] };
    }
  }
  throw new Error(`no Telegram message for ${kind as string}`);
}
