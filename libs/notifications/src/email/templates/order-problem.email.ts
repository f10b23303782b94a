import { resources } from '@app/i18n';
import type { OrderProblemData, RenderContext } from '../../notification-kinds';
import { fill } from '../fill';
import { html, htmlDocument, textDocument } from '../html-layout';
import type { RenderedEmail } from '../rendered-email';

/** payment_failed and order_failed: what went wrong and what happens next. */
export function renderOrderProblemEmail(
  kind: 'payment_failed' | 'order_failed',
  data: OrderProblemData,
  context: RenderContext,
): RenderedEmail {
  const texts = resources[context.language].translation.notifications;
  const t = kind === 'payment_failed' ? texts.paymentFailed : texts.orderFailed;
  const values = { orderNumber: data.orderNumber, amount: data.amountLabel };
  const greeting = fill(texts.common.greeting, { name: data.customerName });
  const body = fill(t.body, values);
  const reason = data.reason ? fill(t.reason, { reason: data.reason }) : null;
  const htmlBody = [
    html.heading(t.heading),
    html.paragraph(greeting),
    html.paragraph(body),
    ...(reason ? [html.paragraph(reason)] : []),
    html.table([[texts.common.orderNumber, data.orderNumber]]),
    html.paragraph(t.next),
    html.button(t.action, data.orderLink),
  ].join('');
  const textBody = [
    greeting,
    '',
    body,
    ...(reason ? [reason] : []),
    `${texts.common.orderNumber}: ${data.orderNumber}`,
    '',
    t.next,
    '',
    `${t.action}: ${data.orderLink}`,
  ];
  return {
    subject: fill(t.subject, values),
    html: htmlDocument(context.language, htmlBody, context.support),
    text: textDocument(context.language, textBody, context.support),
    attachments: [],
    replyTo: context.support.email,
  };
}
