import { fetchTransport, nodeTransport, TransportError, type Transport } from './http-transport';
import { recordProviderCall } from './provider-calls';
import { ProviderError, ProviderName } from './provider-error';

export interface HttpRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  /** JSON body (sent as application/json). */
  json?: unknown;
  /** Form body (sent as application/x-www-form-urlencoded). */
  form?: Record<string, string>;
  /** Raw body, with its content type in headers. */
  body?: string | Buffer | FormData;
  timeoutMs?: number;
}

export interface HttpResponse {
  status: number;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

export interface HttpClientOptions {
  provider: ProviderName;
  baseUrl: string;
  timeoutMs: number;
  /** Receives one line per call, with no secret in it (paths only, never bodies or headers). */
  log?: (line: {
    provider: ProviderName;
    method: string;
    path: string;
    status?: number;
    ms: number;
    error?: string;
  }) => void;
  /** A fetch to use instead of node:http (unit tests' fakes). */
  fetchImpl?: typeof fetch;
}

/**
 * The only place that talks HTTP to a provider: base URL from settings, a timeout on every call,
 * transport failures turned into retryable ProviderErrors. Bodies are parsed for every status,
 * because some providers put their JSON error envelope inside a 4xx.
 */
export class HttpClient {
  private readonly transport: Transport;

  constructor(private readonly options: HttpClientOptions) {
    this.transport = options.fetchImpl ? fetchTransport(options.fetchImpl) : nodeTransport;
  }

  get baseUrl(): string {
    return this.options.baseUrl.replace(/\/+$/, '');
  }

  url(path: string): string {
    return `${this.baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
  }

  async request(req: HttpRequest): Promise<HttpResponse> {
    const method = req.method ?? 'POST';
    const headers: Record<string, string> = { accept: 'application/json', ...req.headers };
    let body = req.body;
    if (req.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(req.json);
    } else if (req.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(req.form).toString();
    } else if (body instanceof FormData) {
      // multipart, encoded (with its boundary) the way fetch would send it
      const encoded = new Response(body);
      headers['content-type'] = encoded.headers.get('content-type') ?? 'multipart/form-data';
      body = Buffer.from(await encoded.arrayBuffer());
    }
    const started = Date.now();
    let response: { status: number; text: string };
    try {
      response = await this.transport(this.url(req.path), {
        method,
        headers,
        body,
        timeoutMs: req.timeoutMs ?? this.options.timeoutMs,
      });
    } catch (error) {
      const timedOut = error instanceof TransportError && error.timedOut;
      const message = timedOut ? 'request timed out' : `network error: ${(error as Error).message}`;
      recordProviderCall(this.options.provider, 'error');
      this.options.log?.({
        provider: this.options.provider,
        method,
        path: req.path,
        ms: Date.now() - started,
        error: message,
      });
      // A request that was sent but not answered may have been applied: the caller must look it up.
      throw new ProviderError(this.options.provider, timedOut ? 'TIMEOUT' : 'NETWORK', message, true, {
        outcomeUnknown: method !== 'GET',
      });
    }
    recordProviderCall(this.options.provider, response.status >= 500 ? 'error' : 'ok');
    const { status, text } = response;
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    this.options.log?.({
      provider: this.options.provider,
      method,
      path: req.path,
      status,
      ms: Date.now() - started,
    });
    return { status, text, json };
  }
}

/** 5xx, 408 and 429 are worth retrying; other statuses are not. */
export const isRetryableStatus = (status: number): boolean =>
  status >= 500 || status === 408 || status === 429;
