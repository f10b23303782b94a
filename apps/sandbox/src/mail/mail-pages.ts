import type { CaughtMessage } from './mail-catcher';

export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string,
  );

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

export const SANDBOX_BANNER =
  '<div style="background:#b00020;color:#fff;padding:10px 16px;font:bold 18px sans-serif;letter-spacing:.05em">SANDBOX — nothing here is real. No mail is delivered, no money moves.</div>';

/** Where the sandbox pages get their Khmer letters (emails and chats in Khmer read on any machine). */
export const KHMER_FONT_PATH = '/__fonts/noto-sans-khmer.ttf';

export const page = (title: string, body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} · SANDBOX</title>` +
  `<style>@font-face{font-family:"Sandbox Khmer";src:url("${KHMER_FONT_PATH}") format("truetype");unicode-range:U+1780-17FF,U+19E0-19FF}` +
  'body{margin:0;font:14px/1.45 "Sandbox Khmer",system-ui,sans-serif;color:#222}main{padding:16px 24px}' +
  'table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:6px 8px;text-align:left;vertical-align:top}' +
  'pre{white-space:pre-wrap;background:#f6f6f6;padding:10px}iframe{width:100%;height:480px;border:1px solid #ccc}' +
  'dl{display:grid;grid-template-columns:max-content auto;gap:2px 12px}dt{font-weight:600}</style></head>' +
  `<body>${SANDBOX_BANNER}<main>${body}</main></body></html>`;

/** GET /mail: the caught messages, newest first. */
export function mailListPage(messages: CaughtMessage[], down: boolean): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td><a href="/mail/${encodeURIComponent(m.id)}">${escapeHtml(m.subject || '(no subject)')}</a></td>` +
        `<td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.from)}</td><td>${escapeHtml(m.date || m.receivedAt)}</td>` +
        `<td>${m.attachments.length ? m.attachments.map((a) => escapeHtml(a.filename)).join(', ') : ''}</td></tr>`,
    )
    .join('');
  return page(
    'Caught mail',
    `<h1>Caught mail (${messages.length})</h1>` +
      `<p>SMTP catcher is <b>${down ? 'DOWN (refusing connections)' : 'up'}</b>. JSON: <a href="/mail/api/messages">/mail/api/messages</a>. ` +
      'Clear: <code>DELETE /mail/api/messages</code>. <a href="/">Sandbox index</a></p>' +
      (messages.length
        ? `<table><thead><tr><th>Subject</th><th>To</th><th>From</th><th>Date</th><th>Attachments</th></tr></thead><tbody>${rows}</tbody></table>`
        : '<p>No messages yet.</p>'),
  );
}

/** GET /mail/:id: one message, its HTML body in a sandboxed frame, its text and attachments. */
export function mailMessagePage(m: CaughtMessage): string {
  const attachments = m.attachments
    .map(
      (a) =>
        `<li><a href="/mail/api/messages/${encodeURIComponent(m.id)}/attachments/${a.index}">${escapeHtml(a.filename)}</a> ` +
        `(${escapeHtml(a.contentType)}, ${kb(a.size)})</li>`,
    )
    .join('');
  return page(
    m.subject || 'Message',
    `<p><a href="/mail">← all messages</a></p><h1>${escapeHtml(m.subject || '(no subject)')}</h1>` +
      `<dl><dt>From</dt><dd>${escapeHtml(m.from)}</dd><dt>To</dt><dd>${escapeHtml(m.to)}</dd>` +
      (m.cc ? `<dt>Cc</dt><dd>${escapeHtml(m.cc)}</dd>` : '') +
      `<dt>Date</dt><dd>${escapeHtml(m.date || m.receivedAt)}</dd>` +
      `<dt>Envelope</dt><dd>${escapeHtml(m.envelope.from)} → ${escapeHtml(m.envelope.to.join(', '))}</dd></dl>` +
      (attachments ? `<h2>Attachments</h2><ul>${attachments}</ul>` : '') +
      (m.html !== undefined ? `<h2>HTML</h2><iframe sandbox srcdoc="${escapeHtml(m.html)}"></iframe>` : '') +
      (m.text !== undefined ? `<h2>Text</h2><pre>${escapeHtml(m.text)}</pre>` : ''),
  );
}
