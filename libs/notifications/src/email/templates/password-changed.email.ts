import { resources } from '@app/i18n';
import type { PasswordChangedData, RenderContext } from '../../notification-kinds';
import { fill } from '../fill';
import { formatDateTime } from '../format';
import { html, htmlDocument, textDocument } from '../html-layout';
import type { RenderedEmail } from '../rendered-email';

/** Tells the account owner that the password changed, and what to do if it was not them. */
export function renderPasswordChangedEmail(data: PasswordChangedData, context: RenderContext): RenderedEmail {
  const t = resources[context.language].translation.notifications;
  const greeting = fill(t.common.greeting, { name: data.customerName });
  const body = fill(t.passwordChanged.body, { time: formatDateTime(data.changedAt, context.language) });
  return {
    subject: t.passwordChanged.subject,
    html: htmlDocument(
      context.language,
      [
        html.heading(t.passwordChanged.heading),
        html.paragraph(greeting),
        html.paragraph(body),
        html.paragraph(t.passwordChanged.wasYou),
        html.paragraph(t.passwordChanged.notYou),
      ].join(''),
      context.support,
    ),
    text: textDocument(
      context.language,
      [greeting, '', body, '', t.passwordChanged.wasYou, t.passwordChanged.notYou],
      context.support,
    ),
    attachments: [],
    replyTo: context.support.email,
  };
}
