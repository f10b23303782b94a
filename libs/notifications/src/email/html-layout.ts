import type { Language } from '@app/i18n';
import { resources } from '@app/i18n';
import type { SupportContacts } from '../notification-kinds';
import { escapeHtml, fill } from './fill';
import { supportPromiseText } from './support-promise';

const FONT = "font-family:'Noto Sans Khmer','Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const BRAND = '#0b5cab';
const INK = '#14213d';
const MUTED = '#5b6478';

/** Small inline-styled HTML pieces; every value passed in is plain text and gets escaped here. */
export const html = {
  heading: (text: string): string =>
    `<h1 style="margin:0 0 16px;font-size:22px;color:${INK}">${escapeHtml(text)}</h1>`,
  subheading: (text: string): string =>
    `<h2 style="margin:24px 0 8px;font-size:17px;color:${INK}">${escapeHtml(text)}</h2>`,
  paragraph: (text: string): string =>
    `<p style="margin:0 0 12px;line-height:1.6">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`,
  muted: (text: string): string =>
    `<p style="margin:0 0 12px;line-height:1.6;color:${MUTED};font-size:13px">${escapeHtml(text)}</p>`,
  button: (label: string, href: string): string =>
    `<a href="${escapeHtml(href)}" style="display:inline-block;margin:4px 8px 8px 0;padding:10px 18px;background:${BRAND};color:#fff;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(label)}</a>`,
  list: (items: readonly string[]): string =>
    `<ol style="margin:0 0 12px;padding-left:22px;line-height:1.6">${items
      .map((item) => `<li>${escapeHtml(item)}</li>`)
      .join('')}</ol>`,
  /** Label/value rows; values are shown in a monospace face so codes can be copied exactly. */
  table: (rows: readonly [string, string][]): string =>
    `<table role="presentation" style="border-collapse:collapse;margin:0 0 12px;width:100%">${rows
      .map(
        ([label, value]) =>
          `<tr><td style="padding:4px 12px 4px 0;color:${MUTED};white-space:nowrap;vertical-align:top">${escapeHtml(label)}</td><td style="padding:4px 0;font-family:Menlo,Consolas,monospace;word-break:break-all">${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>`,
  image: (cid: string, alt: string, size: number): string =>
    `<img src="cid:${escapeHtml(cid)}" alt="${escapeHtml(alt)}" width="${size}" height="${size}" style="display:block;margin:8px 0;border:1px solid #e3e7ef;border-radius:8px">`,
  quote: (text: string): string =>
    `<blockquote style="margin:0 0 12px;padding:8px 12px;border-left:3px solid #e3e7ef;color:${INK};white-space:pre-wrap">${escapeHtml(text)}</blockquote>`,
};

/** The shared frame: greeting, body, sign-off, support contacts and footer. */
export function htmlDocument(language: Language, body: string, support: SupportContacts): string {
  const common = resources[language].translation.notifications.common;
  const contacts = [
    [fill(common.supportLine, { email: support.email }), supportPromiseText(support, language)]
      .filter(Boolean)
      .join(' '),
    ...(support.telegram ? [fill(common.telegram, { telegram: support.telegram })] : []),
    ...(support.phone ? [fill(common.phone, { phone: support.phone })] : []),
  ];
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head><body style="margin:0;padding:0;background:#f5f7fb"><div style="max-width:600px;margin:0 auto;padding:24px;background:#fff;color:${INK};${FONT};font-size:15px">${body}<p style="margin:24px 0 0;line-height:1.6">${escapeHtml(common.signoff)}<br>${escapeHtml(common.team)}</p><hr style="border:none;border-top:1px solid #e3e7ef;margin:24px 0 12px">${contacts.map((line) => html.muted(line)).join('')}${html.muted(common.footer)}</div></body></html>`;
}

/** The plain-text twin of htmlDocument. */
export function textDocument(language: Language, body: string[], support: SupportContacts): string {
  const common = resources[language].translation.notifications.common;
  const lines = [
    ...body,
    '',
    common.signoff,
    common.team,
    '',
    '--',
    [fill(common.supportLine, { email: support.email }), supportPromiseText(support, language)]
      .filter(Boolean)
      .join(' '),
    ...(support.telegram ? [fill(common.telegram, { telegram: support.telegram })] : []),
    ...(support.phone ? [fill(common.phone, { phone: support.phone })] : []),
    common.footer,
  ];
  return `${lines.join('\n')}\n`;
}

/** Numbered steps as text lines. */
export const textList = (items: readonly string[]): string[] =>
  items.map((item, index) => `${index + 1}. ${item}`);
