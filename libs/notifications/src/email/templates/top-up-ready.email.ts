import { resources } from '@app/i18n';
import type { RenderContext, TopUpReadyData } from '../../notification-kinds';
import { fill } from '../fill';
import { dataIn, daysIn, destinationIn, formatDate } from '../format';
import { html, htmlDocument, textDocument } from '../html-layout';
import type { RenderedEmail } from '../rendered-email';

/** topup_ready: the renewal is on the customer's eSIM; a link to its usage page. */
export function renderTopUpReadyEmail(data: TopUpReadyData, context: RenderContext): RenderedEmail {
  const texts = resources[context.language].translation.notifications;
  const t = texts.topUpReady;
  const days = daysIn(data.daysAdded, context.language);
  const greeting = fill(texts.common.greeting, { name: data.customerName });
  const body = fill(t.body, {
    plan: data.packageName,
    data: dataIn(data, context.language),
    days,
    destination: destinationIn(data, context.language),
  });
  const expires = data.expiresAt ? formatDate(data.expiresAt, context.language) : t.expiresLater;
  const rows: [string, string][] = [
    [texts.common.orderNumber, data.orderNumber],
    [t.iccid, data.iccid],
    [t.expires, expires],
  ];
  return {
    subject: fill(t.subject, { orderNumber: data.orderNumber }),
    html: htmlDocument(
      context.language,
      [
        html.heading(t.heading),
        html.paragraph(greeting),
        html.paragraph(body),
        html.table(rows),
        html.button(t.action, data.usageLink),
      ].join(''),
      context.support,
    ),
    text: textDocument(
      context.language,
      [
        greeting,
        '',
        body,
        '',
        ...rows.map(([label, value]) => `${label}: ${value}`),
        '',
        `${t.action}: ${data.usageLink}`,
      ],
      context.support,
    ),
    attachments: [],
    replyTo: context.support.email,
  };
}
