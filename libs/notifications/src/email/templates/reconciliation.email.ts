import { resources } from '@app/i18n';
import type { ReconciliationDifferencesData, RenderContext } from '../../notification-kinds';
import { fill } from '../fill';
import { html, htmlDocument, textDocument } from '../html-layout';
import type { RenderedEmail } from '../rendered-email';

const PROVIDER_NAMES = { payway: 'ABA PayWay', paypal: 'PayPal', stripe: 'Stripe' } as const;

/** The day's differences between our books and a gateway's, to the shop's support address. */
export function renderReconciliationEmail(
  data: ReconciliationDifferencesData,
  context: RenderContext,
): RenderedEmail {
  const t = resources[context.language].translation.notifications.reconciliation;
  const provider = PROVIDER_NAMES[data.provider];
  const kindText = {
    paid_there_not_here: t.paidThereNotHere,
    here_not_there: t.hereNotThere,
    amount_differs: t.amountDiffers,
  };
  const lines = data.differences.map((difference) => [
    kindText[difference.kind],
    difference.tranId,
    difference.orderNumber ?? '–',
    difference.ours,
    difference.theirs,
  ]);
  const intro = fill(t.intro, { day: data.day, provider });
  const rows: [string, string][] = lines.map(([kind, tranId, order, ours, theirs]) => [
    kind,
    `${t.tranId} ${tranId} · ${t.order} ${order} · ${t.ours} ${ours} · ${t.theirs} ${theirs}`,
  ]);
  return {
    subject: fill(t.subject, { provider, day: data.day, count: String(data.differences.length) }),
    html: htmlDocument(
      context.language,
      [html.heading(t.heading), html.paragraph(intro), html.table(rows), html.muted(t.adminHint)].join(''),
      context.support,
    ),
    text: textDocument(
      context.language,
      [intro, '', ...rows.map(([kind, line]) => `${kind}: ${line}`), '', t.adminHint],
      context.support,
    ),
    attachments: [],
  };
}
