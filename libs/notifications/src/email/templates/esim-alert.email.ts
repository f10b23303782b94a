import { rescueLinkPath } from '@app/contracts';
import { resources } from '@app/i18n';
import type { EsimAlertData, RenderContext } from '../../notification-kinds';
import { fill } from '../fill';
import { destinationIn, formatDateTime } from '../format';
import { html, htmlDocument, textDocument } from '../html-layout';
import type { RenderedEmail } from '../rendered-email';

/** esim_alert: 80 % used, used up, or 24 hours left; the button is the signed rescue top-up link. */
export function renderEsimAlertEmail(data: EsimAlertData, context: RenderContext): RenderedEmail {
  const common = resources[context.language].translation.notifications.common;
  const texts = resources[context.language].translation.alerts.email;
  const t = texts[data.alert];
  const values = {
    plan: data.packageName,
    destination: destinationIn(data, context.language),
    percent: String(Math.floor(data.usagePercent ?? (data.alert === 'usage_100' ? 100 : 80))),
    date: data.expiresAt ? formatDateTime(data.expiresAt, context.language) : '',
  };
  if (!data.rescueToken) throw new Error('esim_alert without its rescue token');
  const link = `${context.shopUrl}${rescueLinkPath(data.esimId, data.rescueToken)}`;
  const greeting = fill(common.greeting, { name: data.customerName });
  const body = fill(t.body, values);
  return {
    subject: fill(t.subject, values),
    html: htmlDocument(
      context.language,
      [
        html.heading(t.heading),
        html.paragraph(greeting),
        html.paragraph(body),
        html.button(texts.action, link),
        html.muted(texts.linkNote),
        html.muted(texts.optOut),
      ].join(''),
      context.support,
    ),
    text: textDocument(
      context.language,
      [greeting, '', body, '', `${texts.action}: ${link}`, '', texts.linkNote, texts.optOut],
      context.support,
    ),
    attachments: [],
    replyTo: context.support.email,
  };
}
