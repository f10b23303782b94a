import { HttpClient, isRetryableStatus } from '../http/http-client';
import { isProviderError, ProviderError } from '../http/provider-error';
import { roamesimError, isTokenExpired } from './roamesim.errors';
import { asRecord, text } from './roamesim.lenient';
import { mapEnvelope, type RoamesimEnvelope } from './roamesim.mapper';
import { sign, type SignParams } from './roamesim.signature';
import type { RoamesimLogger, RoamesimSettings } from './roamesim.types';
import { MemoryTokenStore, type TokenStore } from './token-store';

export type ParamValue = string | number | boolean | null | undefined;

const DEFAULT_TIMEOUT_MS = 15_000;
/** How long a login token is reused (refreshed before the provider's expiry). */
export const DEFAULT_TOKEN_TTL_MS = 55 * 60_000;
const SILENT: RoamesimLogger = { info: () => undefined, warn: () => undefined };

/** Form values as the API wants them: strings, booleans as 1/0, empty values left out. */
function formParams(params: Record<string, ParamValue>): Record<string, string> {
  const form: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    form[key] = typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
  }
  return form;
}

/**
 * Signed calls with one shared token: login under the store's lock (re-reading the token first,
 * since another process may just have logged in), token reused for tokenTtlMs (refreshed before
 * the provider's expiry), and on code -1 'token expire' one new login and one retry.
 */
export class RoamesimSession {
  private readonly http: HttpClient;
  private readonly store: TokenStore;
  private readonly log: RoamesimLogger;
  private readonly ttlMs: number;

  constructor(private readonly settings: RoamesimSettings) {
    this.log = settings.logger ?? SILENT;
    this.store = settings.tokenStore ?? new MemoryTokenStore();
    this.ttlMs = settings.tokenTtlMs ?? DEFAULT_TOKEN_TTL_MS;
    this.http = new HttpClient({
      provider: 'roamesim',
      baseUrl: settings.baseUrl,
      timeoutMs: settings.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      fetchImpl: settings.fetchImpl,
      log: (line) => this.log.debug?.('roamesim http', { ...line }),
    });
  }

  /** Calls /api_esim/<method> and returns `data` of a code-0 answer; throws ProviderError otherwise. */
  async call(method: string, params: Record<string, ParamValue>, mutating = false): Promise<unknown> {
    const token = await this.token();
    let envelope = await this.post(method, `/api_esim/${method}`, { ...params, token }, mutating);
    if (isTokenExpired(envelope)) {
      // The provider rejected the token before doing anything, so one retry is safe even for orders.
      this.log.warn('roamesim token rejected, logging in again', { method });
      await this.store.clear(token);
      const fresh = await this.loginShared(token);
      envelope = await this.post(method, `/api_esim/${method}`, { ...params, token: fresh }, mutating);
    }
    if (envelope.code !== '0') throw roamesimError(method, envelope);
    return envelope.data;
  }

  private async token(): Promise<string> {
    return (await this.store.get()) ?? this.loginShared(null);
  }

  /** Logs in unless, once the lock is held, the store has a token other than the stale one. */
  private loginShared(stale: string | null): Promise<string> {
    return this.store.withLoginLock(async () => {
      const current = await this.store.get();
      if (current && current !== stale) return current;
      const token = await this.login();
      await this.store.set(token, this.ttlMs);
      return token;
    });
  }

  private async login(): Promise<string> {
    const { phone, password } = this.settings;
    const envelope = await this.post('login', '/api_order/login', { phonenumber: phone, password }, false);
    const data = envelope.data;
    const token = typeof data === 'string' ? data.trim() : text(asRecord(data), 'token');
    // login succeeds with code 1 (every other method with 0)
    if ((envelope.code !== '1' && envelope.code !== '0') || !token)
      throw roamesimError('login', envelope, true);
    this.log.info('roamesim logged in', { reuseForMs: this.ttlMs });
    return token;
  }

  private async post(
    method: string,
    path: string,
    params: Record<string, ParamValue>,
    mutating: boolean,
  ): Promise<RoamesimEnvelope> {
    const form = formParams(params);
    form.sign = sign(form as SignParams, this.settings.signKey, this.settings.signVariant ?? 'A');
    let response;
    try {
      response = await this.http.request({ method: 'POST', path, form });
    } catch (error) {
      if (!isProviderError(error)) throw error;
      throw new ProviderError(
        'roamesim',
        error.code,
        `${method}: ${error.code === 'TIMEOUT' ? 'timed out' : 'network error'}`,
        true,
        {
          outcomeUnknown: mutating,
        },
      );
    }
    const failed = (code: string, message: string, retryable: boolean) =>
      new ProviderError('roamesim', code, `${method}: ${message}`, retryable, {
        httpStatus: response.status,
        outcomeUnknown: mutating && retryable,
      });
    if (isRetryableStatus(response.status))
      throw failed(`HTTP_${response.status}`, `HTTP ${response.status}`, true);
    if (response.status >= 300) throw failed(`HTTP_${response.status}`, `HTTP ${response.status}`, false);
    const envelope = mapEnvelope(response.json);
    if (!envelope) throw failed('BAD_RESPONSE', 'answer is not a {code, message, data} envelope', true);
    return envelope;
  }
}
