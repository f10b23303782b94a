import { resources } from '@app/i18n';
import type { ContactMessageData, ContactReceiptData, RenderContext } from '../../notification-kinds';
import { fill } from '../fill';
import { formatDateTime } from '../format';
import { html, htmlDocument, textDocument } from '../html-layout';
import type { RenderedEmail } from '../rendered-email';
import { supportPromiseText } from '../support-promise';

/** The contact form's message, to the shop's support address; a reply goes to the customer. */
export function renderContactMessageEmail(data: ContactMessageData, context: RenderContext): RenderedEmail {
  const t = resources[context.language].translation.notifications.contactMessage;
  const rows: [string, string][] = [
    [t.from, data.customerName],
    [t.email, data.customerEmail],
    ...(data.customerPhone ? [[t.phone, data.customerPhone] as [string, string]] : []),
    [t.subjectLabel, data.subject],
    [t.received, formatDateTime(data.receivedAt, context.language)],
    [t.reference, data.contactId],
  ];
  return {
    subject: fill(t.subject, { subject: data.subject, name: data.customerName }),
    html: htmlDocument(
      context.language,
      [html.heading(t.heading), html.table(rows), html.quote(data.message), html.muted(t.replyHint)].join(''),
      context.support,
    ),
    text: textDocument(
      context.language,
      [...rows.map(([label, value]) => `${label}: ${value}`), '', data.message, '', t.replyHint],
      context.support,
    ),
    attachments: [],
    replyTo: data.customerEmail,
  };
}

/** The receipt to the sender: we have the message, and when to expect an answer. */
export function renderContactReceiptEmail(data: ContactReceiptData, context: RenderContext): RenderedEmail {
  const texts = resources[context.language].translation.notifications;
  const t = texts.contactReceipt;
  const greeting = fill(texts.common.greeting, { name: data.customerName });
  const reference = fill(t.reference, { reference: data.contactId });
  const body = [t.body, supportPromiseText(context.support, context.language)].filter(Boolean).join(' ');
  return {
    subject: fill(t.subject, { subject: data.subject }),
    html: htmlDocument(
      context.language,
      [
        html.heading(t.heading),
        html.paragraph(greeting),
        html.paragraph(body),
        html.subheading(t.yourMessage),
        html.quote(data.message),
        html.muted(reference),
      ].join(''),
      context.support,
    ),
    text: textDocument(
      context.language,
      [greeting, '', body, '', `${t.yourMessage}:`, data.message, '', reference],
      context.support,
    ),
    attachments: [],
    replyTo: context.support.email,
  };
}
