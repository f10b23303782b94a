import {
  accessTokenMatches,
  hashAccessToken,
  newOrderNumber,
  ORDER_NUMBER_PATTERN,
  orderAccessToken,
  requestFingerprint,
  stableJson,
} from './order-identifiers';
import { mayAccessOrder } from './order-access';

describe('order identifiers', () => {
  it('numbers orders DL + UTC date + 6 unambiguous characters', () => {
    const number = newOrderNumber(new Date('2026-11-22T23:59:00Z'));
    expect(number).toMatch(/^DL261122[2-9A-HJ-NP-Z]{6}$/);
    expect(ORDER_NUMBER_PATTERN.test(number)).toBe(true);
    expect(new Set(Array.from({ length: 200 }, () => newOrderNumber())).size).toBe(200);
  });

  it('derives the same guest token for an order under one secret, another under another', () => {
    const token = orderAccessToken('secret-one', 'order-1');
    expect(orderAccessToken('secret-one', 'order-1')).toBe(token);
    expect(orderAccessToken('secret-two', 'order-1')).not.toBe(token);
    expect(orderAccessToken('secret-one', 'order-2')).not.toBe(token);
    expect(accessTokenMatches(token, hashAccessToken(token))).toBe(true);
    expect(accessTokenMatches(`${token}x`, hashAccessToken(token))).toBe(false);
    expect(accessTokenMatches(undefined, hashAccessToken(token))).toBe(false);
    expect(accessTokenMatches(token, null)).toBe(false);
  });

  it('fingerprints requests whatever their key order, and tells different ones apart', () => {
    expect(stableJson({ b: 1, a: [{ y: 2, x: 1 }] })).toBe('{"a":[{"x":1,"y":2}],"b":1}');
    expect(requestFingerprint({ a: 1, b: 2 })).toBe(requestFingerprint({ b: 2, a: 1 }));
    expect(requestFingerprint({ a: 1 })).not.toBe(requestFingerprint({ a: 2 }));
  });
});

describe('mayAccessOrder', () => {
  const token = orderAccessToken('s', 'o');
  const order = { userId: 'u1', accessTokenHash: hashAccessToken(token) };

  it('lets in the order’s user or its guest token holder', () => {
    expect(mayAccessOrder(order, { userId: 'u1' })).toBe(true);
    expect(mayAccessOrder(order, { token })).toBe(true);
  });

  it('keeps everyone else out, whatever cart id they send', () => {
    const withCartId = { sessionId: 'session-1' } as unknown as Parameters<typeof mayAccessOrder>[1];
    expect(mayAccessOrder(order, withCartId)).toBe(false);
    expect(mayAccessOrder(order, { userId: 'u2', token: 'x'.repeat(43) })).toBe(false);
    expect(mayAccessOrder({ ...order, userId: null }, { userId: null })).toBe(false);
  });
});
