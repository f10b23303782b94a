import { BadRequestException } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';

/** Deepest JSON nesting a request body may have (our bodies are 3 deep; PayPal's events about 8). */
export const MAX_JSON_DEPTH = 32;
/** Largest request body, in bytes. */
export const MAX_BODY_BYTES = 1024 * 1024;

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * The one rule for text that comes in (body, query string, path parameters): no NUL (Postgres
 * refuses it in text) and no lone UTF-16 surrogate (not a character; stored as U+FFFD or refused).
 * Returns what is wrong, or null.
 */
export function unsafeText(value: string): string | null {
  if (value.includes('\u0000')) return 'contains a NUL character';
  // A high surrogate not followed by a low one, or a low one not preceded by a high one.
  if (/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value))
    return 'contains an unpaired UTF-16 surrogate';
  return null;
}

/** The first string (field name or value) in `value` that breaks `unsafeText`: where, and what. */
export function findUnsafeText(
  value: unknown,
  field = '',
  depth = 0,
): { field: string; problem: string } | null {
  if (typeof value === 'string') {
    const problem = unsafeText(value);
    return problem ? { field, problem } : null;
  }
  if (value === null || typeof value !== 'object' || depth > MAX_JSON_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    const keyProblem = unsafeText(key);
    if (keyProblem) return { field, problem: `has a field name that ${keyProblem}` };
    const path = Array.isArray(value) ? `${field}[${key}]` : field ? `${field}.${key}` : key;
    const found = findUnsafeText(item, path, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Whether JSON text nests arrays/objects deeper than `max`, counted without parsing it. */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) depth -= 1;
  }
  return false;
}

const bad = (message: string) => new BadRequestException({ message, code: 'BAD_INPUT' });

/** Decodes a JSON body strictly (UTF-8, bounded depth) before the ordinary parser sees it. */
export function decodeJsonBody(body: Buffer): string {
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    throw bad('The request body is not valid UTF-8');
  }
  if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH))
    throw bad(`The request body is nested more than ${MAX_JSON_DEPTH} levels deep`);
  return text;
}

/** The path parameters, query string and body of a request, checked by `unsafeText`. */
export function checkRequestText(request: Pick<FastifyRequest, 'query' | 'params' | 'body'>): void {
  const sources = [
    ['path parameter', request.params],
    ['query parameter', request.query],
    ['body field', request.body],
  ] as const;
  for (const [source, value] of sources) {
    const found = findUnsafeText(value);
    if (found) throw bad(`${found.field ? `${source} ${found.field}` : 'the request body'} ${found.problem}`);
  }
}

/**
 * Installs the rule on the api: JSON bodies are read as bytes, decoded strictly and depth-checked
 * before JSON.parse (so a body nested thousands of levels is a 400, not a stack overflow), and
 * every route's parameters, query and body are checked before validation.
 */
export function registerInputSanity(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  app.useBodyParser('application/json', { bodyLimit: MAX_BODY_BYTES }, (request, body, done) => {
    let text: string;
    try {
      text = decodeJsonBody(body);
    } catch (error) {
      done(error as Error, undefined);
      return;
    }
    // callback style: the parser answers through `done`
    void parseJson(request as Parameters<typeof parseJson>[0], text, done);
  });
  fastify.addHook('preValidation', (request, _reply, done) => {
    try {
      checkRequestText(request);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}
