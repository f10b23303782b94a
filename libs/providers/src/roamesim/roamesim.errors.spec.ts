import { roamesimError } from './roamesim.errors';

const error = (code: string, message = 'x', login = false) =>
  roamesimError('addEsimOrder', { code, message, data: null }, login);

describe('roamesimError', () => {
  it('marks token expiry retryable and the documented permanent codes permanent', () => {
    expect(error('-1')).toMatchObject({ code: 'TOKEN_EXPIRED', retryable: true });
    for (const code of ['-2', '-30', '3', '4', '22']) expect(error(code).retryable).toBe(false);
    expect(error('-30').code).toBe('SIGN_WRONG');
  });

  it('treats an insufficient balance message as permanent whatever the code', () => {
    expect(error('99', 'Insufficient balance: account balance 1.00 USD')).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      retryable: false,
    });
    expect(error('-3', '余额不足').code).toBe('INSUFFICIENT_BALANCE');
  });

  it('treats login -1 as wrong credentials, not as an expired token', () => {
    expect(error('-1', 'user name or password wrong', true)).toMatchObject({
      code: 'LOGIN_REJECTED',
      retryable: false,
    });
  });

  it('keeps unknown codes permanent and the provider code in details', () => {
    const e = error('123');
    expect(e.retryable).toBe(false);
    expect(e.options.details).toEqual({ method: 'addEsimOrder', providerCode: '123' });
  });
});
