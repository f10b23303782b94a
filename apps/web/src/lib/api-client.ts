import i18next from 'i18next';
import { getSessionId } from './session';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    // The spec's generic form: "<status>: <body text>".
    super(`${status}: ${message}`);
    this.name = 'ApiError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Every call: same origin, cookies included, the visitor's shop language as Accept-Language (the
 * emails a call causes are written in it), JSON bodies only for writes, errors as ApiError.
 */
export async function api<T>(
  path: string,
  options: { method?: Method; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': i18next.language || 'en',
    'x-session-id': getSessionId(),
  };
  Object.assign(headers, options.headers);
  let body: string | undefined;
  if (method !== 'GET' && options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(path, { method, headers, body, credentials: 'include' });
  const text = await response.text();
  if (!response.ok) {
    let code = 'ERROR';
    let message = text || response.statusText;
    try {
      const parsed = JSON.parse(text) as { code?: string; message?: string };
      code = parsed.code ?? code;
      message = parsed.message ?? message;
    } catch {
      /* plain text body */
    }
    throw new ApiError(response.status, code, message);
  }
  return (text ? JSON.parse(text) : undefined) as T;
}
