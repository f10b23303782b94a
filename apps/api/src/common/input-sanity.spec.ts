import { BadRequestException } from '@nestjs/common';
import {
  checkRequestText,
  decodeJsonBody,
  jsonNestsDeeperThan,
  MAX_JSON_DEPTH,
  unsafeText,
} from './input-sanity';

describe('input sanity', () => {
  it('refuses NUL and unpaired surrogates, and accepts any real character', () => {
    expect(unsafeText('a\u0000b')).toMatch(/NUL/);
    expect(unsafeText('a\ud800b')).toMatch(/surrogate/);
    expect(unsafeText('a\udc00')).toMatch(/surrogate/);
    expect(unsafeText('\udc00\ud800')).toMatch(/surrogate/);
    for (const fine of ['', 'Sokha Chan', 'សុខា ចាន់', '😀 emoji', 'עברית', '\u200b\ufeff', 'tab\tnew\nline'])
      expect(unsafeText(fine)).toBeNull();
  });

  it('counts nesting without parsing, ignoring brackets inside strings', () => {
    const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '[[[[[[[[[[', b: '\\"{{{{{{{{' }), 3)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":{"b":{"c":{}}}}', 3)).toBe(true);
  });

  it('decodes bodies strictly: invalid UTF-8 and deep nesting are 400s', () => {
    expect(decodeJsonBody(Buffer.from('{"name":"សុខា"}'))).toBe('{"name":"សុខា"}');
    expect(() => decodeJsonBody(Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d]))).toThrow(BadRequestException);
    expect(() => decodeJsonBody(Buffer.from('{"a":'.repeat(3000) + '1' + '}'.repeat(3000)))).toThrow(
      /nested more than 32 levels/,
    );
  });

  it('checks path, query and body with the same rule, naming the field', () => {
    const message = (request: object) => {
      try {
        checkRequestText({ params: {}, query: {}, body: undefined, ...request });
        return null;
      } catch (error) {
        return ((error as BadRequestException).getResponse() as { message: string }).message;
      }
    };
    expect(message({ params: { ref: '\u0000' } })).toBe('path parameter ref contains a NUL character');
    expect(message({ query: { q: ['ok', 'x\ud800'] } })).toBe(
      'query parameter q[1] contains an unpaired UTF-16 surrogate',
    );
    expect(message({ body: { items: [{ name: 'a\u0000' }] } })).toBe(
      'body field items[0].name contains a NUL character',
    );
    expect(message({ body: { ['k\u0000']: 1 } })).toBe(
      'the request body has a field name that contains a NUL character',
    );
    expect(message({ body: 'plain\u0000text' })).toBe('the request body contains a NUL character');
    expect(
      message({ params: { ref: 'DL2611' }, query: { token: 'abc' }, body: { fullName: 'សុខា' } }),
    ).toBeNull();
  });
});
