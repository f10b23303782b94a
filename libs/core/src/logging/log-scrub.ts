/**
 * The one redaction rule for log lines: whatever a line holds (a URL in `req.url`, a body, an
 * error message), the values that open something are replaced before the line is written.
 *
 * - query parameters and JSON fields named like a credential: guest access tokens (`token`,
 *   `accessToken`), the browser's cart id (`sessionId`), codes (`code`, `resetCode`, `totp`),
 *   activation codes and LPA strings;
 * - the cart id in cart paths (`/api/cart/<id>`);
 * - any `LPA:1$…` activation string wherever it appears.
 *
 * Keys pino's `redact` censors by path (passwords, cookies, provider keys) stay censored there;
 * this rule catches what travels inside strings, which path redaction cannot see.
 */
export const SCRUBBED = '[redacted]';

const SECRET_NAMES = [
  'token',
  'accessToken',
  'access_token',
  'orderToken',
  'sessionId',
  'session_id',
  'x-session-id',
  'x-order-token',
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
].join('|');

/** `?token=abc&x=1` → `?token=[redacted]&x=1` (also `%3D`-free JSON-escaped URLs). */
const QUERY_PARAM = new RegExp(`([?&](?:${SECRET_NAMES})=)[^&#\\s"\\\\]*`, 'gi');
/** `"token":"abc"` (a logged body or object) → `"token":"[redacted]"`. */
const JSON_FIELD = new RegExp(`("(?:${SECRET_NAMES})"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, 'gi');
/** The cart API carries the cart id in its path. */
const CART_PATH = /(\/api\/cart\/)[^/?#\s"\\]+/g;
/** An eSIM's activation string (QR content): SM-DP+ address and activation code. */
const LPA = /LPA:1\$[^\s"\\,]+/g;

export function scrubLogLine(line: string): string {
  return line
    .replace(QUERY_PARAM, `$1${SCRUBBED}`)
    .replace(JSON_FIELD, `$1"${SCRUBBED}"`)
    .replace(CART_PATH, `$1${SCRUBBED}`)
    .replace(LPA, `LPA:1$${SCRUBBED}`);
}
