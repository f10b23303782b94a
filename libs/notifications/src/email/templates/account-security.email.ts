import { resources } from '@app/i18n';
import type { AccountChangedData, PasswordResetData, RenderContext } from '../../notification-kinds';
import { fill } from '../fill';
import { formatDateTime } from '../format';
import { html, htmlDocument, textDocument } from '../html-layout';
import type { RenderedEmail } from '../rendered-email';

/** The "forgot password" code, and the page where it is entered. */
export function renderPasswordResetEmail(data: PasswordResetData, context: RenderContext): RenderedEmail {
  const t = resources[context.language].translation.notifications;
  const greeting = fill(t.common.greeting, { name: data.customerName });
  const code = data.code ?? '';
  const body = fill(t.passwordReset.body, { minutes: String(data.minutes) });
  const link = `${context.shopUrl}/reset-password?${new URLSearchParams({ email: data.email }).toString()}`;
  return {
    subject: t.passwordReset.subject,
    html: htmlDocument(
      context.language,
      [
        html.heading(t.passwordReset.heading),
        html.paragraph(greeting),
        html.paragraph(body),
        html.heading(code),
        html.button(t.passwordReset.action, link),
        html.paragraph(t.passwordReset.notYou),
      ].join(''),
      context.support,
    ),
    text: textDocument(
      context.language,
      [greeting, '', body, '', code, '', `${t.passwordReset.action}: ${link}`, '', t.passwordReset.notYou],
      context.support,
    ),
    attachments: [],
    replyTo: context.support.email,
  };
}

/** To the old email address: the account's sign-in phone or email changed. */
export function renderAccountChangedEmail(data: AccountChangedData, context: RenderContext): RenderedEmail {
  const t = resources[context.language].translation.notifications;
  const greeting = fill(t.common.greeting, { name: data.customerName });
  const what = data.fields.map((field) => t.accountChanged[field]).join(', ');
  const body = fill(t.accountChanged.body, { what, time: formatDateTime(data.changedAt, context.language) });
  return {
    subject: t.accountChanged.subject,
    html: htmlDocument(
      context.language,
      [
        html.heading(t.accountChanged.heading),
        html.paragraph(greeting),
        html.paragraph(body),
        html.paragraph(t.accountChanged.notYou),
      ].join(''),
      context.support,
    ),
    text: textDocument(context.language, [greeting, '', body, '', t.accountChanged.notYou], context.support),
    attachments: [],
    replyTo: context.support.email,
  };
}
