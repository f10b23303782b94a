import { resources } from '@app/i18n';
import type { AttentionStaffData, OrderRefundedData, RenderContext } from '../../notification-kinds';
import { fill } from '../fill';
import { formatDateTime } from '../format';
import { html, htmlDocument, textDocument } from '../html-layout';
import type { RenderedEmail } from '../rendered-email';

/** order_refunded: the whole payment (or part of it) went back the way it was paid, and when to expect it. */
export function renderOrderRefundedEmail(data: OrderRefundedData, context: RenderContext): RenderedEmail {
  const texts = resources[context.language].translation.notifications;
  const t = texts.orderRefunded;
  const values = {
    orderNumber: data.orderNumber,
    amount: data.amountLabel,
    method: { payway: 'ABA PayWay', paypal: 'PayPal', stripe: 'Card (Stripe)' }[data.provider],
  };
  const greeting = fill(texts.common.greeting, { name: data.customerName });
  const partial = data.partial;
  const body = fill(partial ? t.partialBody : t.body, values);
  const rows: [string, string][] = [
    [texts.common.orderNumber, data.orderNumber],
    [t.amount, data.amountLabel],
    ...(partial
      ? ([
          ...(partial.lines.length ? [[t.partialLines, partial.lines.join(', ')]] : []),
          [t.paidTotal, partial.paidLabel],
          [t.refundedTotal, partial.refundedTotalLabel],
        ] as [string, string][])
      : []),
  ];
  const timing = { payway: t.timingPayway, paypal: t.timingPaypal, stripe: t.timingStripe }[data.provider];
  return {
    subject: fill(t.subject, values),
    html: htmlDocument(
      context.language,
      [
        html.heading(partial ? t.partialHeading : t.heading),
        html.paragraph(greeting),
        html.paragraph(body),
        html.table(rows),
        html.paragraph(timing),
        html.paragraph(t.sorry),
        html.button(t.action, data.orderLink),
      ].join(''),
      context.support,
    ),
    text: textDocument(
      context.language,
      [
        greeting,
        '',
        body,
        ...rows.map(([label, value]) => `${label}: ${value}`),
        '',
        timing,
        t.sorry,
        '',
        `${t.action}: ${data.orderLink}`,
      ],
      context.support,
    ),
    attachments: [],
    replyTo: context.support.email,
  };
}

/** attention_staff: to the shop's support address when a paid order needs a person. */
export function renderAttentionStaffEmail(data: AttentionStaffData, context: RenderContext): RenderedEmail {
  const t = resources[context.language].translation.notifications.attentionStaff;
  const rows: [string, string][] = [
    [t.order, data.orderNumber],
    [t.customer, data.customerName],
    [t.amount, data.amountLabel],
    [t.status, data.status],
    [t.paidAt, formatDateTime(data.paidAt, context.language)],
    [t.lastError, data.lastError ?? '—'],
  ];
  return {
    subject: fill(t.subject, { orderNumber: data.orderNumber }),
    html: htmlDocument(
      context.language,
      [
        html.heading(t.heading),
        html.paragraph(t.body),
        html.table(rows),
        html.button(t.action, data.adminLink),
      ].join(''),
      context.support,
    ),
    text: textDocument(
      context.language,
      [
        t.body,
        '',
        ...rows.map(([label, value]) => `${label}: ${value}`),
        '',
        `${t.action}: ${data.adminLink}`,
      ],
      context.support,
    ),
    attachments: [],
  };
}
