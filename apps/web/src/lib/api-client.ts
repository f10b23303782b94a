import i18next from 'i18next';
import { getSessionId } from './session';
import { askForStepUp, STEP_UP_CODE } from './step-up';

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

/** An action (a purchase, a top-up, any write) tried with no network: refused, never queued. */
export const OFFLINE_CODE = 'OFFLINE';

function offline(): ApiError {
  const error = new ApiError(0, OFFLINE_CODE, i18next.t('app.offline.actionRefused'));
  error.message = i18next.t('app.offline.actionRefused');
  return error;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The error of a failed answer: its code and message when the body is our JSON error. */
async function errorOf(response: Response): Promise<ApiError> {
  const text = await response.text();
  let code = 'ERROR';
  let message = text || response.statusText;
  try {
    const parsed = JSON.parse(text) as { code?: string; message?: string };
    code = parsed.code ?? code;
    message = parsed.message ?? message;
  } catch {
    /* plain text body */
  }
  return new ApiError(response.status, code, message);
}

/**
 * One request, same origin, cookies included. A sensitive admin action answered 403
 * MFA_RECHECK_REQUIRED asks for a fresh code (lib/step-up.ts) and, once it is verified, is sent
 * again, once; if the admin gives up, the 403 stands. A failed answer is thrown as ApiError; a
 * write with no network is refused at once (OFFLINE_CODE), never sent later.
 */
export async function apiFetch(path: string, init: RequestInit): Promise<Response> {
  const write = (init.method ?? 'GET') !== 'GET';
  if (write && !navigator.onLine) throw offline();
  const request = () =>
    fetch(path, { ...init, credentials: 'include' }).catch((error: unknown) => {
      // the network went away under a write: said as plainly as one tried offline
      throw write && !navigator.onLine ? offline() : error;
    });
  let response = await request();
  if (response.status === 403) {
    const error = await errorOf(response);
    if (error.code !== STEP_UP_CODE || !(await askForStepUp())) throw error;
    response = await request();
  }
  if (!response.ok) throw await errorOf(response);
  return response;
}

/**
 * Every call: the visitor's shop language as Accept-Language (the emails a call causes are
 * written in it), JSON bodies only for writes, errors as ApiError (apiFetch).
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
  const response = await apiFetch(path, { method, headers, body });
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
