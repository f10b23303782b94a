import { PUSHBACK_SIGNATURE_HEADER, verifyPushbackSignature } from './payway.signature';
import type { PaywaySettings, PushbackVerification } from './payway.types';

function headerValue(
  headers: Headers | Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  for (const [key, value] of Object.entries(headers as Record<string, string | string[] | undefined>)) {
    if (key.toLowerCase() === name) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

function parseBody(body: string | Buffer | Record<string, unknown>): Record<string, unknown> | undefined {
  if (typeof body === 'string' || Buffer.isBuffer(body)) {
    try {
      const parsed: unknown = JSON.parse(body.toString());
      return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : undefined;
    } catch {
      return undefined;
    }
  }
  return body !== null && typeof body === 'object' ? body : undefined;
}

/** Parses and verifies a PayWay pushback (JSON body; signature header optional per settings). */
export function readPushback(
  settings: Pick<PaywaySettings, 'apiKey' | 'acceptUnsignedPushback'>,
  headers: Headers | Record<string, string | string[] | undefined>,
  body: string | Buffer | Record<string, unknown>,
): PushbackVerification {
  const parsed = parseBody(body);
  const tranId = parsed?.tran_id;
  if (!parsed || (typeof tranId !== 'string' && typeof tranId !== 'number') || parsed.status === undefined) {
    return { ok: false, reason: 'MALFORMED' };
  }
  const signature = headerValue(headers, PUSHBACK_SIGNATURE_HEADER);
  if (!signature) {
    if (!settings.acceptUnsignedPushback) return { ok: false, reason: 'UNSIGNED' };
  } else if (!verifyPushbackSignature(settings.apiKey, parsed, signature)) {
    return { ok: false, reason: 'BAD_SIGNATURE' };
  }
  const status = String(parsed.status);
  const text = (value: unknown): string | undefined =>
    typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
  return {
    ok: true,
    signed: Boolean(signature),
    pushback: {
      tranId: String(tranId),
      apv: text(parsed.apv),
      status,
      paid: status === '0' || status === '00',
      returnParams: text(parsed.return_params),
      merchantRef: text(parsed.merchant_ref) ?? text(parsed.merchant_ref_no),
      raw: parsed,
    },
  };
}
