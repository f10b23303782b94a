import { ProviderError } from '../http/provider-error';
import type { RoamesimEnvelope } from './roamesim.mapper';

const INSUFFICIENT_BALANCE = /insufficient|not enough balance|balance (is )?not enough|余额不足/i;

/** providers.md 3.4: what each non-success code means, and whether trying later can help. */
const CODES: Record<string, { name: string; retryable: boolean }> = {
  '-1': { name: 'TOKEN_EXPIRED', retryable: true },
  '-2': { name: 'PARAM_EMPTY', retryable: false },
  '-3': { name: 'OPERATION_FAILED', retryable: false },
  '-8': { name: 'QUERY_FAILED', retryable: true },
  '-10': { name: 'DP_ID_NULL', retryable: false },
  '-30': { name: 'SIGN_WRONG', retryable: false },
  '3': { name: 'NOT_FOUND', retryable: false },
  '4': { name: 'ORDER_STATUS_ABNORMAL', retryable: false },
  '22': { name: 'NOT_REFUNDABLE', retryable: false },
  '99': { name: 'ORDER_FAILED', retryable: false },
};

const LOGIN_CODES: Record<string, string> = {
  '-1': 'LOGIN_REJECTED',
  '-2': 'PARAM_EMPTY',
  '-3': 'NO_API_PERMISSION',
  '-30': 'SIGN_WRONG',
};

/**
 * A provider answer with a non-success code as a typed ProviderError. Permanent: -2, -3, -30,
 * 3, 4, 22, 99, login failures and any insufficient-balance message; retryable: -1 (after
 * logging in again) and -8. Unknown codes are treated as permanent: better a job parked for a
 * human than money spent twice.
 */
export function roamesimError(method: string, envelope: RoamesimEnvelope, isLogin = false): ProviderError {
  const details = { method, providerCode: envelope.code };
  const message = `${method}: ${envelope.message || 'no message'}`;
  if (INSUFFICIENT_BALANCE.test(envelope.message)) {
    return new ProviderError('roamesim', 'INSUFFICIENT_BALANCE', message, false, { details });
  }
  if (isLogin) {
    return new ProviderError(
      'roamesim',
      LOGIN_CODES[envelope.code] ?? `LOGIN_CODE_${envelope.code}`,
      message,
      false,
      {
        details,
      },
    );
  }
  const known = CODES[envelope.code];
  return new ProviderError(
    'roamesim',
    known?.name ?? `CODE_${envelope.code}`,
    message,
    known?.retryable ?? false,
    {
      details,
    },
  );
}

export const isTokenExpired = (envelope: RoamesimEnvelope): boolean => envelope.code === '-1';
