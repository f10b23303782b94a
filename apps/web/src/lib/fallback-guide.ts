import type { notificationsTexts } from '@app/i18n';
import { simplePdf, type PdfLine } from './simple-pdf';

/** What the page knows about the order, enough for the fallback guide and the request body. */
export interface GuideOrder {
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  esim?: { iccid: string; activationCode: string; expiresAt: string | null };
  /** A guest order's link token (sent along; the server opens the order with it). */
  token?: string | null;
}

/** The English email and guide texts (libs/i18n's `notifications`). */
export type GuideTexts = (typeof notificationsTexts)['en'];

/**
 * The English guide texts, downloaded only when a fallback guide is made (they are part of the
 * shop's English texts chunk, not of the page's script).
 */
export const englishGuideTexts = (): Promise<GuideTexts> =>
  import('virtual:shop-texts/en').then((chunk) => chunk.default.notifications as GuideTexts);

/**
 * The simpler guide the browser builds when the server says it could not (useClientGeneration):
 * the same sections as the server's PDF, in English (the built-in PDF fonts have no Khmer).
 */
export function fallbackGuidePdf(order: GuideOrder, texts: GuideTexts, now = new Date()): Uint8Array {
  const g = texts.guide;
  const numbered = (items: readonly string[]): PdfLine[] =>
    items.map((text, index) => ({ text: `${index + 1}. ${text}`, gapBefore: 2 }));
  const lines: PdfLine[] = [
    { text: g.title, size: 20, bold: true },
    { text: 'Derleng eSIM', size: 10 },
    { text: `${g.orderNumber}: ${order.orderNumber}`, gapBefore: 14 },
    { text: `${g.customerName}: ${order.customerName}` },
    { text: `${g.generatedAt}: ${now.toISOString().replace('T', ' ').slice(0, 16)} UTC` },
  ];
  if (order.esim) {
    lines.push(
      { text: g.esimDetails, size: 14, bold: true, gapBefore: 14 },
      { text: `${g.iccid}: ${order.esim.iccid}` },
      { text: `${g.activationCode}: ${order.esim.activationCode}` },
      {
        text: `${g.expiryDate}: ${order.esim.expiresAt ? order.esim.expiresAt.slice(0, 10) : texts.common.notStarted}`,
      },
    );
  }
  lines.push(
    { text: g.setupTitle, size: 14, bold: true, gapBefore: 14 },
    ...numbered(g.setupSteps),
    { text: texts.install.iosTitle, size: 14, bold: true, gapBefore: 14 },
    ...numbered(texts.install.iosSteps),
    { text: texts.install.androidTitle, size: 14, bold: true, gapBefore: 14 },
    ...numbered(texts.install.androidSteps),
    { text: g.troubleshootingTitle, size: 14, bold: true, gapBefore: 14 },
    ...g.troubleshooting.map((text) => ({ text: `- ${text}`, gapBefore: 2 })),
    { text: g.supportTitle, size: 14, bold: true, gapBefore: 14 },
    { text: g.supportIntro },
  );
  return simplePdf(lines, `${g.title} - ${order.orderNumber}`);
}
