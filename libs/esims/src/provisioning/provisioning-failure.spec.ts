import { ProviderError } from '@app/providers';
import { classifyProvisioningError } from './provisioning-failure';

const roamesim = (code: string, retryable: boolean, outcomeUnknown = false) =>
  new ProviderError('roamesim', code, `${code} happened`, retryable, { outcomeUnknown });

describe('classifyProvisioningError', () => {
  it('insufficient balance is permanent', () => {
    expect(classifyProvisioningError(roamesim('INSUFFICIENT_BALANCE', false))).toMatchObject({
      permanent: true,
      code: 'PROVIDER_BALANCE',
    });
  });

  it('an unknown package is permanent', () => {
    expect(classifyProvisioningError(roamesim('NOT_FOUND', false))).toMatchObject({
      permanent: true,
      code: 'PACKAGE_UNAVAILABLE',
    });
  });

  it('another refusal is permanent', () => {
    expect(classifyProvisioningError(roamesim('SIGN_WRONG', false))).toMatchObject({
      permanent: true,
      code: 'PROVIDER_REJECTED',
    });
  });

  it('timeouts, 5xx and unclear outcomes are retried', () => {
    expect(classifyProvisioningError(roamesim('HTTP_500', true))).toMatchObject({
      permanent: false,
      code: 'PROVIDER_UNAVAILABLE',
    });
    expect(classifyProvisioningError(roamesim('TIMEOUT', false, true)).permanent).toBe(false);
  });

  it('any other error is retried, with its message kept', () => {
    expect(classifyProvisioningError(new Error('connection reset'))).toEqual({
      permanent: false,
      code: 'INTERNAL',
      detail: 'connection reset',
    });
  });
});
