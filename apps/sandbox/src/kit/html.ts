/** Minimal HTML helpers for the sandbox's browser pages (no template engine needed). */

export const escapeHtml = (value: unknown): string =>
  String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** A JSON value safe to embed inside a <script> element. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

export function htmlPage(title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f4f6f8;color:#1d2733}
.card{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0002}
.banner{background:#ffe08a;color:#5a4500;padding:6px 10px;border-radius:6px;font-size:12px;margin-bottom:16px}
.amount{font-size:28px;font-weight:700;margin:8px 0 16px}
button,.button{display:inline-block;padding:10px 18px;margin:4px 4px 0 0;border:0;border-radius:8px;
font-size:15px;cursor:pointer;text-decoration:none;background:#005f85;color:#fff}
.secondary{background:#8a96a3}.danger{background:#b3261e}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;font-size:14px}dt{color:#66727f}
</style>
</head>
<body><div class="card"><div class="banner">SANDBOX: no real money moves</div>${body}</div>${
    script ? `<script>${script}</script>` : ''
  }</body>
</html>`;
}

/** A tiny POST form with one submit button and hidden fields. */
export function postButton(
  action: string,
  label: string,
  fields: Record<string, string>,
  className = '',
  id = '',
): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<form method="POST" action="${escapeHtml(action)}" style="display:inline">${inputs}<button type="submit"${
    id ? ` id="${escapeHtml(id)}"` : ''
  } class="${escapeHtml(className)}">${escapeHtml(label)}</button></form>`;
}
