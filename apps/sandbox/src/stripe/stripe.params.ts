/**
 * Stripe's request parameters: application/x-www-form-urlencoded (POST) or the query string (GET), with
 * bracket notation for nested values (`line_items[0][price_data][currency]=usd`, `metadata[attempt_id]=…`,
 * `expand[]=payment_intent` or `expand[0]=…`). Turns the flat keys into nested objects; an object whose
 * keys are all indices (or `[]`) becomes an array in index order.
 */
export type StripeParams = { [key: string]: StripeParam };
export type StripeParam = string | StripeParam[] | StripeParams;

/** A key like `a[b][0][]` as its path: ['a', 'b', '0', '']. Undefined for a malformed key. */
export function keyPath(key: string): string[] | undefined {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return undefined;
  const rest = [...match[2].matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1]);
  return [match[1], ...rest];
}

/** Nests flat form fields; throws BadParam naming the key when a key is malformed or used two ways. */
export function nestParams(flat: Record<string, unknown>): StripeParams {
  const root: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(flat)) {
    const path = keyPath(key);
    if (!path) throw new BadParam(key, `Invalid parameter name: ${key}`);
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      let node = root;
      path.forEach((part, index) => {
        const last = index === path.length - 1;
        const name = part === '' ? String(Object.keys(node).length) : part;
        if (last) {
          if (typeof value !== 'string') throw new BadParam(key, `Invalid value for ${key}`);
          node[name] = value;
          return;
        }
        const next = node[name];
        if (next === undefined) node[name] = {};
        else if (typeof next !== 'object') throw new BadParam(key, `Invalid parameter: ${key}`);
        node = node[name] as Record<string, unknown>;
      });
    }
  }
  return arrays(root) as StripeParams;
}

function arrays(value: unknown): StripeParam {
  if (typeof value !== 'object' || value === null) return value as string;
  const entries = Object.entries(value as Record<string, unknown>);
  const indexed = entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key));
  if (indexed) return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, item]) => arrays(item));
  return Object.fromEntries(entries.map(([key, item]) => [key, arrays(item)]));
}

/** Stripe's error codes for a refused parameter (https://stripe.com/docs/error-codes). */
export type ParamErrorCode =
  'parameter_missing' | 'parameter_invalid' | 'parameter_invalid_integer' | 'parameter_invalid_empty';

/** A parameter Stripe would refuse: answered as invalid_request_error naming `param`, with its code. */
export class BadParam extends Error {
  constructor(
    readonly param: string,
    message: string,
    readonly code: ParamErrorCode = 'parameter_invalid',
  ) {
    super(message);
    this.name = 'BadParam';
  }
}

/** A required parameter left out: Stripe's parameter_missing, "Missing required param: <path>.". */
export const missingParam = (path: string): BadParam =>
  new BadParam(path, `Missing required param: ${path}.`, 'parameter_missing');

/** Reading helpers that throw BadParam with Stripe's wording. */
export const param = {
  string(params: StripeParams, name: string, required = false): string | undefined {
    const value = params[name];
    if (value === undefined || value === '') {
      if (required) throw missingParam(name);
      return undefined;
    }
    if (typeof value !== 'string') throw new BadParam(name, `Invalid string: ${name}`);
    return value;
  },
  integer(params: StripeParams, name: string, path = name, required = false): number | undefined {
    const value = params[name];
    if (value === undefined || value === '') {
      if (required) throw missingParam(path);
      return undefined;
    }
    if (typeof value !== 'string' || !/^-?\d+$/.test(value))
      throw new BadParam(
        path,
        `Invalid integer: ${typeof value === 'string' ? value : path}`,
        'parameter_invalid_integer',
      );
    return Number(value);
  },
  object(params: StripeParams, name: string): StripeParams | undefined {
    const value = params[name];
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'object' || Array.isArray(value))
      throw new BadParam(name, `Invalid object: ${name}`);
    return value;
  },
  array(params: StripeParams, name: string): StripeParam[] | undefined {
    const value = params[name];
    if (value === undefined || value === '') return undefined;
    if (!Array.isArray(value)) throw new BadParam(name, `Invalid array: ${name}`);
    return value;
  },
};

/** metadata: at most 50 keys of ≤ 40 characters, values ≤ 500 characters (Stripe's limits). */
export function metadataOf(params: StripeParams, name = 'metadata'): Record<string, string> {
  const value = param.object(params, name) ?? {};
  const entries = Object.entries(value);
  if (entries.length > 50) throw new BadParam(name, 'Metadata can have at most 50 keys.');
  for (const [key, item] of entries) {
    if (key.length > 40) throw new BadParam(`${name}[${key}]`, 'Metadata keys can be at most 40 characters.');
    if (typeof item !== 'string' || item.length > 500)
      throw new BadParam(`${name}[${key}]`, 'Metadata values can be at most 500 characters.');
  }
  return Object.fromEntries(entries) as Record<string, string>;
}
