import { randomUUID } from 'node:crypto';

/** The parts of an OpenAPI 3 document the fuzzer reads. */
export interface OpenApiSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  items?: OpenApiSchema;
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  $ref?: string;
  allOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: OpenApiSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Partial<Record<'get' | 'post' | 'put' | 'patch' | 'delete', Operation>>>;
  components?: { schemas?: Record<string, OpenApiSchema> };
}

/** One request to send: path (with its query string, already encoded) and a raw body. */
export interface FuzzCase {
  label: string;
  method: string;
  path: string;
  body?: string | Buffer;
  headers?: Record<string, string>;
}

/** Header values an HTTP client can send at all (no NUL or non-Latin-1 there). */
const HEADER_VALUES = [
  { label: 'huge', value: 'x'.repeat(6_000) },
  { label: 'empty', value: '' },
  { label: 'punctuation', value: '../;,"\'<>{}' },
  { label: 'Latin-1', value: 'caf\u00e9 \u00ff' },
];

/** Hostile text, each as it goes into JSON and, percent-encoded, into a URL. */
const TEXTS: { label: string; json: unknown; url: string }[] = [
  { label: 'NUL', json: 'a\u0000b', url: 'a%00b' },
  { label: 'lone surrogate', json: 'a\ud800b', url: 'a%ED%A0%80b' },
  { label: 'invalid UTF-8', json: 'a\ufffdb', url: 'a%FF%FEb' }, // the body's own bytes: below
  { label: 'huge', json: 'x'.repeat(100_000), url: 'x'.repeat(6_000) },
  {
    label: 'unicode',
    json: 'សួស្តី 😀 עברית \u202e\u200b',
    url: encodeURIComponent('សួស្តី 😀 עברית \u202e\u200b'),
  },
  { label: 'empty', json: '', url: '' },
  { label: 'dots', json: '../../etc/passwd', url: '..%2F..%2Fetc%2Fpasswd' },
];

/** Wrong shapes for any field. */
const VALUES: { label: string; json: unknown }[] = [
  { label: 'null', json: null },
  { label: 'number', json: 1e308 },
  { label: 'negative', json: -1 },
  { label: 'fraction', json: 0.5 },
  { label: 'unsafe integer', json: 2 ** 63 },
  { label: 'boolean', json: true },
  { label: 'array', json: ['a', 1, null] },
  { label: 'object', json: { nested: { deeper: ['x'] } } },
  { label: '__proto__', json: JSON.parse('{"__proto__":{"polluted":true}}') },
];

const deep = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

function resolve(doc: OpenApiDocument, schema: OpenApiSchema | undefined, seen = 0): OpenApiSchema {
  if (!schema || seen > 5) return {};
  if (schema.$ref) return resolve(doc, doc.components?.schemas?.[schema.$ref.split('/').pop()!], seen + 1);
  if (schema.allOf?.length) {
    const parts = schema.allOf.map((part) => resolve(doc, part, seen + 1));
    return {
      type: 'object',
      properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})),
    };
  }
  return schema;
}

/** A plausible value for a schema: the example, the first enum value, or one of its type. */
function plausible(doc: OpenApiDocument, given: OpenApiSchema | undefined, depth = 0): unknown {
  const schema = resolve(doc, given);
  if (schema.example !== undefined) return schema.example;
  if (schema.enum?.length) return schema.enum[0];
  switch (schema.type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return depth > 3 ? [] : [plausible(doc, schema.items, depth + 1)];
    case 'object':
      return depth > 3
        ? {}
        : Object.fromEntries(
            Object.entries(schema.properties ?? {}).map(([key, value]) => [
              key,
              plausible(doc, value, depth + 1),
            ]),
          );
    default:
      return schema.format === 'uuid' ? randomUUID() : 'abc';
  }
}

const PATH_SAMPLES: Record<string, string> = {
  id: randomUUID(),
  orderNumber: 'DL261122K7Q2XMC1',
  transactionId: 'DL261122K7Q2XMC1K1',
  tranId: 'DL261122K7Q2XMC1K1',
  sessionId: 'fuzzsession0001',
  packageId: '9001',
  iccid: '8985200000000000001',
};

/**
 * Requests for one operation: the path parameters, the query parameters and each body field in
 * turn replaced by hostile text or a wrong shape, and the whole body replaced by something that is
 * not the object expected (null, a scalar, an array, deep nesting, a huge or broken document).
 * The count per operation is bounded by the lists above (about 60 cases).
 */
export function casesFor(
  doc: OpenApiDocument,
  route: string,
  method: string,
  operation: Operation,
): FuzzCase[] {
  const params = operation.parameters ?? [];
  const pathParams = params.filter((param) => param.in === 'path');
  const queryParams = params.filter((param) => param.in === 'query');
  const headerParams = params.filter((param) => param.in === 'header');
  const schema = resolve(doc, operation.requestBody?.content?.['application/json']?.schema);
  const hasBody = Boolean(operation.requestBody);
  const baseBody = hasBody ? plausible(doc, schema) : undefined;
  const pathWith = (override: Record<string, string> = {}) =>
    route.replace(/\{([^}]+)\}/g, (_match, name: string) => {
      if (name in override) return override[name];
      const param = pathParams.find((candidate) => candidate.name === name);
      const value = PATH_SAMPLES[name] ?? String(plausible(doc, param?.schema));
      return encodeURIComponent(value);
    });
  const queryWith = (override: Record<string, string> = {}) => {
    const pairs = queryParams.map((param) => {
      const value =
        param.name in override
          ? override[param.name]
          : encodeURIComponent(String(plausible(doc, param.schema)));
      return `${encodeURIComponent(param.name)}=${value}`;
    });
    return pairs.length ? `?${pairs.join('&')}` : '';
  };
  const bodyText = (body: unknown) => (hasBody ? JSON.stringify(body) : undefined);
  const cases: FuzzCase[] = [
    { label: 'plausible', method, path: pathWith() + queryWith(), body: bodyText(baseBody) },
  ];
  const add = (label: string, path: string, body?: string | Buffer) =>
    cases.push({ label, method, path, body });

  for (const param of pathParams)
    for (const text of TEXTS)
      add(
        `path ${param.name}: ${text.label}`,
        pathWith({ [param.name]: text.url }) + queryWith(),
        bodyText(baseBody),
      );
  for (const param of queryParams) {
    for (const text of TEXTS)
      add(
        `query ${param.name}: ${text.label}`,
        pathWith() + queryWith({ [param.name]: text.url }),
        bodyText(baseBody),
      );
    const repeated = `${encodeURIComponent(param.name)}=a&${encodeURIComponent(param.name)}=b`;
    add(
      `query ${param.name}: repeated`,
      `${pathWith()}${queryWith() ? `${queryWith()}&` : '?'}${repeated}`,
      bodyText(baseBody),
    );
  }
  for (const param of headerParams)
    for (const { label, value } of HEADER_VALUES)
      cases.push({
        label: `header ${param.name}: ${label}`,
        method,
        path: pathWith() + queryWith(),
        body: bodyText(baseBody),
        headers: { [param.name]: value },
      });
  if (hasBody) {
    const base = (baseBody && typeof baseBody === 'object' ? baseBody : {}) as Record<string, unknown>;
    const fields = Object.keys(schema.properties ?? base);
    for (const field of fields) {
      for (const value of [...TEXTS.map(({ label, json }) => ({ label, json })), ...VALUES])
        add(
          `body ${field}: ${value.label}`,
          pathWith() + queryWith(),
          JSON.stringify({ ...base, [field]: value.json }),
        );
      const rest = { ...base };
      delete rest[field];
      add(`body ${field}: missing`, pathWith() + queryWith(), JSON.stringify(rest));
    }
    for (const [label, body] of [
      ['body: null', 'null'],
      ['body: number', '42'],
      ['body: string', '"text"'],
      ['body: array', JSON.stringify([base])],
      ['body: empty object', '{}'],
      ['body: deep', deep(3000)],
      ['body: broken JSON', '{"a":'],
      ['body: huge', JSON.stringify({ ...base, padding: 'x'.repeat(1_100_000) })],
      ['body: extra field', JSON.stringify({ ...base, unexpected: 'x' })],
      [
        'body: invalid UTF-8',
        Buffer.concat([
          Buffer.from(`{"${fields[0] ?? 'a'}":"a`),
          Buffer.from([0xff, 0xfe]),
          Buffer.from('b"}'),
        ]),
      ],
    ] as const)
      add(label, pathWith() + queryWith(), body);
  }
  return cases;
}
