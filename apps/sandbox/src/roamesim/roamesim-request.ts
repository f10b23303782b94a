import type { FastifyRequest } from 'fastify';

export type Params = Record<string, string>;

/** A RoameSIM error answer: {code, message, data}. */
export class SimError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'SimError';
  }
}

const toText = (value: unknown): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map((item) => toText(item) ?? '').join(',');
  if (typeof value === 'object') {
    // a multipart field parsed as an object: take its value
    const field = value as { value?: unknown };
    return 'value' in field ? toText(field.value) : JSON.stringify(value);
  }
  return String(value);
};

/** Parameters from the query string and the body (form, multipart or JSON), all as strings. */
export function collectParams(request: FastifyRequest): Params {
  const params: Params = {};
  for (const source of [request.query, request.body]) {
    if (!source || typeof source !== 'object') continue;
    for (const [key, value] of Object.entries(source as Record<string, unknown>)) {
      const text = toText(value);
      if (text !== undefined) params[key] = text;
    }
  }
  return params;
}

/** The first of several spellings of a parameter (skuId / skuid, priceId / priceid, …). */
export const param = (params: Params, ...names: string[]): string | undefined => {
  for (const name of names) {
    const value = params[name];
    if (value !== undefined && value !== '') return value;
  }
  return undefined;
};

export function requireParam(params: Params, ...names: string[]): string {
  const value = param(params, ...names);
  // the document's message for any missing required parameter
  if (value === undefined) throw new SimError(-2, 'params is not null');
  return value;
}

export function intParam(params: Params, ...names: string[]): number {
  const value = Number(requireParam(params, ...names));
  if (!Number.isInteger(value)) throw new SimError(-2, `${names[0]} must be a whole number`);
  return value;
}

/** Dates and times in GMT+8, as the provider writes them. */
const gmt8 = (ms: number): string => new Date(ms + 8 * 3_600_000).toISOString();
export const formatDate = (ms: number): string => gmt8(ms).slice(0, 10);
export const formatDateTime = (ms: number): string => gmt8(ms).slice(0, 19).replace('T', ' ');
export const formatDateGmt8 = (ms: number): string => `${formatDate(ms)}(GMT+8)`;

/** 'YYYY-MM-DD' (or 'YYYY-MM-DD HH:mm:ss') in GMT+8 to ms; `endOfDay` for an inclusive upper bound. */
export function parseDate(text: string, name: string, endOfDay = false): number {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?$/.exec(text.trim());
  if (!match) throw new SimError(-2, `${name} must be YYYY-MM-DD`);
  const time = match[2] ?? (endOfDay ? '23:59:59.999' : '00:00:00');
  const ms = Date.parse(`${match[1]}T${time.length === 5 ? `${time}:00` : time}+08:00`);
  if (Number.isNaN(ms)) throw new SimError(-2, `${name} is not a date`);
  return ms;
}
