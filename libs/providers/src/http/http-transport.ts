import http from 'node:http';
import https from 'node:https';

/** One exchange as the provider clients need it: a request out, a status and a text body back. */
export interface TransportRequest {
  method: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** The whole exchange (connect, send, answer, body) ends by then. */
  timeoutMs: number;
}

export interface TransportResponse {
  status: number;
  text: string;
}

export type Transport = (url: string, request: TransportRequest) => Promise<TransportResponse>;

/** Why an exchange got no answer: out of time, or the network failed (refused, reset, DNS …). */
export class TransportError extends Error {
  constructor(
    message: string,
    readonly timedOut: boolean,
  ) {
    super(message);
  }
}

/** Idle connections are closed a little before the 5 s most servers keep them (or the server's own hint). */
const IDLE_SOCKET_MS = 4000;
const clients = {
  'http:': { request: http.request, agent: new http.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }) },
  'https:': { request: https.request, agent: new https.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }) },
};

/**
 * node:http with kept-alive connections: the same exchange as fetch at a fraction of its CPU (a
 * payment check or a RoameSIM call costs about 0.08 ms here against 0.5 ms through fetch's streams).
 * Redirects are not followed (a provider that redirects is answered as it answered).
 */
export const nodeTransport: Transport = (url, request) =>
  new Promise((resolve, reject) => {
    const target = new URL(url);
    const client = clients[target.protocol as keyof typeof clients];
    if (!client) {
      reject(new TransportError(`unsupported protocol ${target.protocol}`, false));
      return;
    }
    const headers: Record<string, string | number> = { ...request.headers };
    if (request.body !== undefined) headers['content-length'] = Buffer.byteLength(request.body);
    let settled = false;
    const fail = (error: TransportError): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      reject(error);
    };
    const req = client.request(target, { method: request.method, headers, agent: client.agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', (error) => fail(new TransportError(error.message, false)));
      res.on('end', () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
      });
    });
    const timer = setTimeout(() => fail(new TransportError('request timed out', true)), request.timeoutMs);
    req.on('error', (error) => fail(new TransportError(error.message, false)));
    req.end(request.body);
  });

/** An injected fetch (unit tests' fakes) behind the same interface. */
export function fetchTransport(fetchImpl: typeof fetch): Transport {
  return async (url, request) => {
    try {
      const response = await fetchImpl(url, {
        method: request.method,
        headers: request.headers,
        body: request.body as RequestInit['body'],
        signal: AbortSignal.timeout(request.timeoutMs),
        redirect: 'manual',
      });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      // fetch rejects with a DOMException, which is not always an Error instance (e.g. across vm contexts).
      const name = (error as { name?: unknown } | null)?.name;
      const timedOut = name === 'TimeoutError' || name === 'AbortError';
      throw new TransportError(timedOut ? 'request timed out' : (error as Error).message, timedOut);
    }
  };
}
