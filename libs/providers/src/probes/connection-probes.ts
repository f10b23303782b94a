/**
 * One harmless call per provider for the admin's "Test connection", against the configured base
 * URL: PayPal's OAuth token (client credentials) and Stripe's balance. (PayWay's exchange rate and
 * RoameSIM's login go through their clients.) Answers are classified, never echoed with secrets.
 */
export type ProbeCode = 'ok' | 'auth_failed' | 'unreachable' | 'provider_error';

export interface ProbeResult {
  code: ProbeCode;
  /** The HTTP status or the provider's error code: safe to show. */
  detail: string;
}

const outcome = async (
  call: () => Promise<Response>,
  ok: (body: unknown) => boolean,
): Promise<ProbeResult> => {
  let response: Response;
  try {
    response = await call();
  } catch (error) {
    return {
      code: 'unreachable',
      detail: (error as Error).name === 'TimeoutError' ? 'timeout' : 'no answer',
    };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 401 || response.status === 403)
    return { code: 'auth_failed', detail: `HTTP ${response.status}` };
  if (response.ok && ok(body)) return { code: 'ok', detail: `HTTP ${response.status}` };
  return { code: 'provider_error', detail: `HTTP ${response.status}` };
};

/** POST /v1/oauth2/token with the client id and secret (Basic): a token means the pair is good. */
export function probePaypalToken(input: {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
}): Promise<ProbeResult> {
  const basic = Buffer.from(`${input.clientId}:${input.clientSecret}`).toString('base64');
  return outcome(
    () =>
      fetch(`${input.baseUrl}/v1/oauth2/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: 'grant_type=client_credentials',
        signal: AbortSignal.timeout(input.timeoutMs),
      }),
    (body) => typeof (body as { access_token?: unknown } | null)?.access_token === 'string',
  );
}

/** GET /v1/balance with the secret key (Bearer): Stripe's cheapest authenticated read. */
export function probeStripeBalance(input: {
  baseUrl: string;
  secretKey: string;
  timeoutMs: number;
}): Promise<ProbeResult> {
  return outcome(
    () =>
      fetch(`${input.baseUrl}/v1/balance`, {
        headers: { authorization: `Bearer ${input.secretKey}`, accept: 'application/json' },
        signal: AbortSignal.timeout(input.timeoutMs),
      }),
    (body) => (body as { object?: unknown } | null)?.object === 'balance',
  );
}
