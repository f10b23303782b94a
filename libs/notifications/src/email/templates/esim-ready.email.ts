import { resources } from '@app/i18n';
import { renderEsimGuidePdf } from '../../pdf/esim-guide.pdf';
import type { EsimReadyData, GuideEsim, RenderContext } from '../../notification-kinds';
import { androidInstallLink, iosInstallLink, qrPng } from '../esim-links';
import { fill } from '../fill';
import { esimDateRows } from '../esim-dates';
import { dataIn, daysIn, destinationIn, paidRows } from '../format';
import { html, htmlDocument, textDocument, textList } from '../html-layout';
import type { EmailAttachment, RenderedEmail } from '../rendered-email';

const QR_SHOWN_PX = 220;

/** The QR image's content id: stable per eSIM, so the HTML can refer to it. */
export const qrContentId = (esim: GuideEsim): string => `qr-${esim.iccid}@derleng-esim`;

/**
 * eSIM ready: for each eSIM the QR (inline image), one-tap install links for iPhone and Android,
 * the codes to type by hand; install steps for both systems; the PDF guide attached.
 */
export async function renderEsimReadyEmail(
  data: EsimReadyData,
  context: RenderContext,
  options: { generatedAt?: Date } = {},
): Promise<RenderedEmail> {
  const { language } = context;
  const texts = resources[language].translation.notifications;
  const t = texts.esimReady;

  const attachments: EmailAttachment[] = [];
  const htmlParts: string[] = [
    html.heading(t.heading),
    html.paragraph(fill(texts.common.greeting, { name: data.customerName })),
    html.paragraph(fill(t.intro, { orderNumber: data.orderNumber })),
  ];
  const textParts: string[] = [
    fill(texts.common.greeting, { name: data.customerName }),
    '',
    fill(t.intro, { orderNumber: data.orderNumber }),
  ];

  for (const esim of data.esims) {
    const cid = qrContentId(esim);
    attachments.push({
      filename: `qr-${esim.iccid}.png`,
      content: await qrPng(esim.lpa),
      contentType: 'image/png',
      cid,
    });
    const heading = fill(t.esimHeading, {
      destination: destinationIn(esim, language),
      packageName: esim.packageName,
    });
    const plan = fill(t.plan, { data: dataIn(esim, language), days: daysIn(esim.days, language) });
    const details: [string, string][] = [
      [t.iccid, esim.iccid],
      [t.smdpAddress, esim.smdpAddress],
      [t.activationCode, esim.activationCode],
      [t.lpa, esim.lpa],
      ...esimDateRows(esim, language),
    ];
    htmlParts.push(
      html.subheading(heading),
      html.paragraph(plan),
      html.image(cid, 'QR', QR_SHOWN_PX),
      html.muted(t.qrHint),
      html.button(t.oneTapIos, iosInstallLink(esim.lpa)) +
        html.button(t.oneTapAndroid, androidInstallLink(esim.lpa)),
      html.table(details),
    );
    textParts.push(
      '',
      `== ${heading} ==`,
      plan,
      '',
      `${t.oneTapIos}: ${iosInstallLink(esim.lpa)}`,
      `${t.oneTapAndroid}: ${androidInstallLink(esim.lpa)}`,
      '',
      ...details.map(([label, value]) => `${label}: ${value}`),
    );
  }

  if (data.paid) {
    const paid = paidRows(data.paid, language);
    htmlParts.push(html.table(paid));
    textParts.push('', ...paid.map(([label, value]) => `${label}: ${value}`));
  }
  htmlParts.push(
    html.paragraph(t.onceOnly),
    html.subheading(texts.install.iosTitle),
    html.list(texts.install.iosSteps),
    html.subheading(texts.install.androidTitle),
    html.list(texts.install.androidSteps),
    html.paragraph(t.pdfNote),
    html.button(texts.common.viewOrder, data.orderLink),
  );
  textParts.push(
    '',
    t.onceOnly,
    '',
    `== ${texts.install.iosTitle} ==`,
    ...textList(texts.install.iosSteps),
    '',
    `== ${texts.install.androidTitle} ==`,
    ...textList(texts.install.androidSteps),
    '',
    t.pdfNote,
    `${texts.common.viewOrder}: ${data.orderLink}`,
  );

  const pdf = await renderEsimGuidePdf(
    {
      orderNumber: data.orderNumber,
      customerName: data.customerName,
      esims: data.esims,
      paid: data.paid,
      support: context.support,
    },
    language,
    { generatedAt: options.generatedAt },
  );
  attachments.push({
    filename: fill(texts.guide.fileName, { orderNumber: data.orderNumber }),
    content: pdf,
    contentType: 'application/pdf',
  });

  return {
    subject: fill(t.subject, { orderNumber: data.orderNumber }),
    html: htmlDocument(language, htmlParts.join(''), context.support),
    text: textDocument(language, textParts, context.support),
    attachments,
    replyTo: context.support.email,
  };
}
