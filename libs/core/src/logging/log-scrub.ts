/**
 * The one redaction rule for log lines: whatever a line holds (a URL in `req.url`, a body, an
 * error message), the values that open something are replaced before the line is written.
 *
 * - query parameters (also percent-encoded inside another URL's parameter) and JSON fields named in
 *   `SECRET_NAMES`: every key that carries a key to something (the rescue link's `t`, the order
 *   link's `token`, `access_token`, Stripe's `session_id`, …), the browser's cart id (`sessionId`),
 *   codes (`code`, `resetCode`, `totp`), activation codes and LPA strings;
 * - the cart id in cart paths (`/api/cart/<id>`);
 * - any `LPA:1$…` activation string wherever it appears.
 *
 * Keys pino's `redact` censors by path (passwords, cookies, provider keys) stay censored there;
 * this rule catches what travels inside strings, which path redaction cannot see.
 */
export const SCRUBBED = '[redacted]';

/** Query keys and JSON fields whose values open something (matched whatever their case). */
export const SECRET_NAMES: readonly string[] = [
  // keys carried by links and query strings
  't',
  'token',
  'accessToken',
  'access_token',
  'refresh_token',
  'id_token',
  'orderToken',
  'resetToken',
  'client_secret',
  'carddata',
  'sessionId',
  'session_id',
  'x-session-id',
  'x-order-token',
  // codes and what they unlock
  'code',
  'resetCode',
  'recoveryCode',
  'totp',
  'activationCode',
  'activation_code',
  'lpa',
  'qrCodeData',
  'password',
  'currentPassword',
  'newPassword',
];
const NAMES = SECRET_NAMES.join('|');

/** `?token=abc&x=1` → `?token=[redacted]&x=1` (also in JSON-escaped URLs). */
const QUERY_PARAM = new RegExp(`([?&](?:${NAMES})=)[^&#\\s"\\\\]*`, 'gi');
/** The same percent-encoded inside another parameter: `next=%2Fesim%2F1%2Frescue%3Ft%3Dabc`. */
const ENCODED_QUERY_PARAM = new RegExp(`((?:%3F|%26)(?:${NAMES})%3D)(?:(?!%26|%23)[^&#\\s"\\\\])*`, 'gi');
/** `"token":"abc"` (a logged body or object) → `"token":"[redacted]"`. */
const JSON_FIELD = new RegExp(`("(?:${NAMES})"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, 'gi');
/** The cart API carries the cart id in its path. */
const CART_PATH = /(\/api\/cart\/)[^/?#\s"\\]+/g;
/** An eSIM's activation string (QR content): SM-DP+ address and activation code. */
const LPA = /LPA:1\$[^\s"\\,]+/g;

export function scrubLogLine(line: string): string {
  return line
    .replace(QUERY_PARAM, `$1${SCRUBBED}`)
    .replace(ENCODED_QUERY_PARAM, `$1${SCRUBBED}`)
    .replace(JSON_FIELD, `$1"${SCRUBBED}"`)
    .replace(CART_PATH, `$1${SCRUBBED}`)
    .replace(LPA, `LPA:1$${SCRUBBED}`);
}
