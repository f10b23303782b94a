import { readPushback } from './payway.pushback';
import { pushbackSignature } from './payway.signature';

const strict = { apiKey: 'key', acceptUnsignedPushback: false };
const body = { tran_id: 'T1', apv: '123456', status: '0', return_params: 'order-9' };
const signed = { 'X-PayWay-HMAC-SHA512': pushbackSignature('key', body) };

describe('readPushback', () => {
  it('accepts a signed JSON body given as text, Buffer or object, with any header case', () => {
    for (const raw of [JSON.stringify(body), Buffer.from(JSON.stringify(body)), body]) {
      expect(readPushback(strict, signed, raw)).toEqual({
        ok: true,
        signed: true,
        pushback: {
          tranId: 'T1',
          apv: '123456',
          status: '0',
          paid: true,
          returnParams: 'order-9',
          merchantRef: undefined,
          raw: body,
        },
      });
    }
    const headers = new Headers({ 'x-payway-hmac-sha512': signed['X-PayWay-HMAC-SHA512'] });
    expect(readPushback(strict, headers, body).ok).toBe(true);
  });

  it('refuses a bad signature and (unless allowed) a missing one', () => {
    expect(readPushback(strict, signed, { ...body, status: '00' })).toEqual({
      ok: false,
      reason: 'BAD_SIGNATURE',
    });
    expect(readPushback(strict, {}, body)).toEqual({ ok: false, reason: 'UNSIGNED' });
    expect(readPushback({ ...strict, acceptUnsignedPushback: true }, {}, body)).toMatchObject({
      ok: true,
      signed: false,
    });
  });

  it('treats only status "0" / "00" (or number 0) as paid', () => {
    const lenient = { ...strict, acceptUnsignedPushback: true };
    const paid = (status: unknown) => {
      const result = readPushback(lenient, {}, { ...body, status });
      return result.ok ? result.pushback.paid : 'refused';
    };
    expect([paid('0'), paid('00'), paid(0), paid('1'), paid(3), paid('PENDING')]).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('refuses bodies that are not a pushback', () => {
    expect(readPushback(strict, signed, 'not json')).toEqual({ ok: false, reason: 'MALFORMED' });
    expect(readPushback(strict, signed, '[1,2]')).toEqual({ ok: false, reason: 'MALFORMED' });
    expect(readPushback(strict, signed, { apv: '1', status: '0' })).toEqual({
      ok: false,
      reason: 'MALFORMED',
    });
  });
});
