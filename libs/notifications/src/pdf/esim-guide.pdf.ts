import { resources, type Language } from '@app/i18n';
import { fill } from '../email/fill';
import { esimDateRows, esimStatusWord } from '../email/esim-dates';
import { supportPromiseText } from '../email/support-promise';
import { destinationIn, formatDateTime, paidRows, planIn } from '../email/format';
import { QR_MARGIN, qrModules } from '../email/esim-links';
import type { GuideEsim, PaidSummary, SupportContacts } from '../notification-kinds';
import { registerGuideFonts } from './guide-fonts';

/** What the guide shows (the spec's content: order, customer, eSIMs, steps, help, contacts). */
export interface EsimGuideInput {
  orderNumber: string;
  customerName: string;
  esims: GuideEsim[];
  /** What the order cost (the guide shows the total paid, and a discount code's line). */
  paid?: PaidSummary;
  support: SupportContacts;
}

export interface EsimGuideOptions {
  /** The "generated" time printed on the guide (now by default). */
  generatedAt?: Date;
  /** Deflate the page contents (default true; tests may read them raw). */
  compress?: boolean;
}

const BRAND = '#0b5cab';
const INK = '#14213d';
const MUTED = '#5b6478';
const LINE = '#e3e7ef';
const MARGIN = 48;
const QR_BOX = 150;

type Doc = PDFKit.PDFDocument;

/** The eSIM install guide as a PDF (A4), in English or Khmer, with each eSIM's QR code. */
export async function renderEsimGuidePdf(
  input: EsimGuideInput,
  language: Language,
  options: EsimGuideOptions = {},
): Promise<Buffer> {
  const texts = resources[language].translation.notifications;
  // pdfkit (with fontkit and its Brotli decoder, about 1.6 MB of code) loads at the first guide, not
  // at every start of the api and the worker, which never render one.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    bufferPages: true,
    lang: language === 'km' ? 'km-KH' : 'en-GB',
    info: {
      Title: `${texts.guide.title} – ${input.orderNumber}`,
      Author: 'Derleng eSIM',
      Subject: input.orderNumber,
    },
  });
  registerGuideFonts(doc);
  const done = collect(doc);
  const width = doc.page.width - MARGIN * 2;
  const lineGap = language === 'km' ? 2 : 1;

  // Title band.
  doc.rect(0, 0, doc.page.width, 92).fill(BRAND);
  doc.fillColor('#ffffff').font('bold').fontSize(20).text(texts.guide.title, MARGIN, 26, { width });
  doc.font('body').fontSize(10).text('Derleng eSIM', MARGIN, 60, { width });
  doc.y = 112;

  rows(doc, width, [
    [texts.guide.orderNumber, input.orderNumber],
    [texts.guide.customerName, input.customerName],
    [
      texts.guide.generatedAt,
      `${formatDateTime((options.generatedAt ?? new Date()).toISOString(), language)} (UTC+7)`,
    ],
    ...(input.paid ? paidRows(input.paid, language) : []),
  ]);

  input.esims.forEach((esim, index) => {
    const heading =
      input.esims.length > 1
        ? `${texts.guide.esimDetails} (${index + 1}/${input.esims.length})`
        : texts.guide.esimDetails;
    ensureSpace(doc, QR_BOX + 60);
    sectionTitle(doc, heading, width);
    const top = doc.y;
    drawQr(doc, esim.lpa, MARGIN + width - QR_BOX, top, QR_BOX);
    doc
      .font('body')
      .fontSize(9)
      .fillColor(MUTED)
      .text(texts.guide.scanToInstall, MARGIN + width - QR_BOX, top + QR_BOX + 2, {
        width: QR_BOX,
        align: 'center',
      });
    doc.y = top;
    rows(doc, width - QR_BOX - 16, [
      [texts.guide.destination, destinationIn(esim, language)],
      [texts.guide.packageName, planIn(esim, language)],
      [texts.guide.iccid, esim.iccid, true],
      [texts.guide.activationCode, esim.activationCode, true],
      [texts.guide.smdpAddress, esim.smdpAddress, true],
      [texts.guide.lpa, esim.lpa, true],
      ...esimDateRows(esim, language),
      ...(esim.status
        ? [[texts.guide.status, esimStatusWord(esim.status, language)] as [string, string]]
        : []),
    ]);
    doc.y = Math.max(doc.y, top + QR_BOX + 18);
  });

  steps(doc, width, lineGap, texts.guide.setupTitle, texts.guide.setupSteps);
  steps(doc, width, lineGap, texts.install.iosTitle, texts.install.iosSteps);
  steps(doc, width, lineGap, texts.install.androidTitle, texts.install.androidSteps);
  steps(doc, width, lineGap, texts.guide.troubleshootingTitle, texts.guide.troubleshooting, '•');

  ensureSpace(doc, 110);
  sectionTitle(doc, texts.guide.supportTitle, width);
  const intro = [supportPromiseText(input.support, language), texts.guide.supportIntro]
    .filter(Boolean)
    .join(' ');
  doc.font('body').fontSize(10).fillColor(INK).text(intro, MARGIN, doc.y, {
    width,
    lineGap,
  });
  doc.moveDown(0.4);
  rows(doc, width, [
    [texts.guide.email, input.support.email],
    ...(input.support.telegram ? [[texts.guide.telegram, input.support.telegram] as [string, string]] : []),
    ...(input.support.phone ? [[texts.guide.phone, input.support.phone] as [string, string]] : []),
  ]);

  footers(doc, input.orderNumber);
  doc.end();
  return done;
}

/** The QR code as vector squares (sharp at any zoom or print size), with the spec's margin. */
function drawQr(doc: Doc, lpa: string, x: number, y: number, size: number): void {
  const modules = qrModules(lpa);
  const cell = size / (modules.length + QR_MARGIN * 2);
  doc.save().rect(x, y, size, size).fill('#ffffff');
  modules.forEach((row, rowIndex) =>
    row.forEach((dark, column) => {
      if (dark) doc.rect(x + (column + QR_MARGIN) * cell, y + (rowIndex + QR_MARGIN) * cell, cell, cell);
    }),
  );
  doc.fill('#000000').restore();
}

function collect(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** Starts a new page when fewer than `height` points are left. */
function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - MARGIN - 24) doc.addPage();
}

function sectionTitle(doc: Doc, title: string, width: number): void {
  doc.moveDown(0.8);
  doc.font('bold').fontSize(13).fillColor(BRAND).text(title, MARGIN, doc.y, { width });
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .lineWidth(0.7)
    .strokeColor(LINE)
    .stroke();
  doc.y = y + 6;
}

/** Label/value lines; codes (`mono`) in Courier so they read unambiguously. */
function rows(doc: Doc, width: number, items: ([string, string] | [string, string, boolean])[]): void {
  const labelWidth = 118;
  for (const [label, value, mono] of items) {
    const y = doc.y;
    doc
      .font('body')
      .fontSize(10)
      .fillColor(MUTED)
      .text(label, MARGIN, y, { width: labelWidth - 8 });
    const afterLabel = doc.y;
    // pdfkit puts a line's top at y: line Courier's baseline up with the (taller) Noto line.
    const shift = mono ? ascent(doc, 'body', 10) - ascent(doc, 'Courier', 10) : 0;
    doc.font(mono ? 'Courier' : 'body').fontSize(10);
    doc.fillColor(INK).text(value, MARGIN + labelWidth, y + shift, { width: width - labelWidth });
    doc.y = Math.max(doc.y, afterLabel) + 3;
  }
}

/** The height above the baseline of `font` at `size` points. */
function ascent(doc: Doc, font: string, size: number): number {
  doc.font(font).fontSize(size);
  return ((doc as unknown as { _font: { ascender: number } })._font.ascender * size) / 1000;
}

/** A titled list of numbered (or bulleted) items. */
function steps(
  doc: Doc,
  width: number,
  lineGap: number,
  title: string,
  items: readonly string[],
  bullet?: string,
): void {
  ensureSpace(doc, 90);
  sectionTitle(doc, title, width);
  items.forEach((item, index) => {
    ensureSpace(doc, 30);
    const y = doc.y;
    doc
      .font('bold')
      .fontSize(10)
      .fillColor(BRAND)
      .text(bullet ?? `${index + 1}.`, MARGIN, y, { width: 18 });
    doc
      .font('body')
      .fontSize(10)
      .fillColor(INK)
      .text(item, MARGIN + 20, y, { width: width - 20, lineGap });
    doc.y += 4;
  });
}

/** Order number and page n/N at the bottom of every page. */
function footers(doc: Doc, orderNumber: string): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const y = doc.page.height - MARGIN + 12;
    // Writing below the bottom margin would add a page: lift the margin while drawing the footer.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('body')
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        fill('Derleng eSIM · {{order}} · {{page}}/{{pages}}', {
          order: orderNumber,
          page: index - range.start + 1,
          pages: range.count,
        }),
        MARGIN,
        y,
        { width: doc.page.width - MARGIN * 2, align: 'center', lineBreak: false },
      );
    doc.page.margins.bottom = bottom;
  }
}
