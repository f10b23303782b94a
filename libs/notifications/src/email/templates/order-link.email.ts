import { resources } from '@app/i18n';
import type { OrderLinkData, RenderContext } from '../../notification-kinds';
import { fill } from '../fill';
import { html, htmlDocument, textDocument } from '../html-layout';
import type { RenderedEmail } from '../rendered-email';

/** The link to a guest's order page, asked for by Find my order or "Email me this link". */
export function renderOrderLinkEmail(data: OrderLinkData, context: RenderContext): RenderedEmail {
  const t = resources[context.language].translation.notifications;
  const greeting = fill(t.common.greeting, { name: data.customerName });
  const body = fill(t.orderLink.body, { orderNumber: data.orderNumber });
  return {
    subject: fill(t.orderLink.subject, { orderNumber: data.orderNumber }),
    html: htmlDocument(
      context.language,
      [
        html.heading(t.orderLink.heading),
        html.paragraph(greeting),
        html.paragraph(body),
        html.button(t.orderLink.button, data.orderLink),
        html.muted(t.orderLink.keep),
        html.muted(t.orderLink.notYou),
      ].join(''),
      context.support,
    ),
    text: textDocument(
      context.language,
      [greeting, '', body, '', data.orderLink, '', t.orderLink.keep, t.orderLink.notYou],
      context.support,
    ),
    attachments: [],
    replyTo: context.support.email,
  };
}
