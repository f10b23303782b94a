import { isRetryableStatus, HttpResponse } from '../http/http-client';
import { ProviderError } from '../http/provider-error';

/**
 * PayWay answer codes to ProviderErrors. Codes are endpoint-specific (6 is "domain not whitelisted"
 * on purchase but "not found" on check-transaction-2), so each endpoint has its own table; the
 * ProviderError code is a stable name, the raw code stays in details.paywayCode.
 */
export type PaywayEndpoint = 'purchase' | 'check' | 'close' | 'list' | 'qr' | 'refund' | 'exchange';

type Entry = [name: string, retryable: boolean];

const COMMON: Record<string, Entry> = {
  '11': ['GATEWAY_INTERNAL_ERROR', true],
  '401': ['UNAUTHORIZED', false],
  '429': ['RATE_LIMITED', true],
  '503': ['MAINTENANCE', true],
};

const PURCHASE: Record<string, Entry> = {
  '1': ['WRONG_HASH', false],
  '2': ['INVALID_TRAN_ID', false],
  '3': ['INVALID_AMOUNT', false],
  '4': ['DUPLICATE_TRAN_ID', false],
  '6': ['DOMAIN_NOT_WHITELISTED', false],
  '7': ['WRONG_RETURN_PARAM', false],
  '8': ['GATEWAY_FAILURE', true],
  '10': ['WRONG_SHIPPING', false],
  '12': ['CURRENCY_NOT_ALLOWED', false],
  '13': ['INVALID_ITEMS', false],
  '16': ['INVALID_FIRST_NAME', false],
  '17': ['INVALID_LAST_NAME', false],
  '18': ['INVALID_PHONE', false],
  '19': ['INVALID_EMAIL', false],
  '20': ['GATEWAY_FAILURE', false],
  '21': ['API_LIFETIME_ENDED', false],
  '23': ['PAYMENT_OPTION_NOT_ENABLED', false],
  '26': ['INVALID_MERCHANT', false],
  '44': ['AMOUNT_LIMIT', false],
  '45': ['ZERO_AMOUNT', false],
  '46': ['KHR_DECIMALS', false],
  '47': ['KHR_BELOW_MINIMUM', false],
  '48': ['INVALID_PARAMETERS', false],
  '54': ['TRANSACTION_EXPIRED', false],
  '68': ['TRANSACTION_EXPIRED', false],
  '69': ['INVALID_LIFETIME', false],
  '70': ['AMOUNT_LIMIT', false],
  '79': ['INVALID_PARAMETERS', false],
  '81': ['RETURN_URL_NOT_WHITELISTED', false],
  '82': ['AMOUNT_LIMIT', false],
  '85': ['AMOUNT_LIMIT', false],
  '200': ['PAYMENT_CANCELLED', false],
  '201': ['PAYMENT_DECLINED', false],
};

const TABLES: Record<PaywayEndpoint, Record<string, Entry>> = {
  purchase: PURCHASE,
  check: {
    '5': ['WRONG_HASH', false],
    '6': ['TRANSACTION_NOT_FOUND', false],
    '8': ['INVALID_MERCHANT', false],
  },
  close: {
    '1': ['WRONG_HASH', false],
    '5': ['TRANSACTION_NOT_FOUND', false],
    '26': ['INVALID_MERCHANT', false],
    '73': ['INVALID_TRANSACTION_STATUS', false],
  },
  list: {
    '1': ['WRONG_HASH', false],
    '8': ['INVALID_MERCHANT', false],
    '49': ['INVALID_PARAMETERS', false],
    '50': ['INVALID_PARAMETERS', false],
    '51': ['INVALID_PARAMETERS', false],
    '52': ['INVALID_PARAMETERS', false],
    '53': ['INVALID_PARAMETERS', false],
  },
  qr: {
    ...PURCHASE,
    '8': ['GATEWAY_FAILURE', true],
    '32': ['SERVICE_NOT_ENABLED', false],
    '35': ['INVALID_PARAMETERS', false],
    '96': ['INVALID_MERCHANT', false],
    '102': ['RETURN_URL_NOT_WHITELISTED', false],
    '403': ['DUPLICATE_TRAN_ID', false],
  },
  refund: {
    PTL02: ['WRONG_HASH', false],
    PTL04: ['INVALID_PARAMETERS', false],
    PTL05: ['INVALID_PARAMETERS', false],
    PTL06: ['INVALID_PARAMETERS', false],
    PTL37: ['REFUND_EXCEEDS_AMOUNT', false],
    PTL57: ['REFUND_NOT_POSSIBLE', false],
    PTL58: ['REFUND_FAILED', false],
    PTL62: ['INVALID_MERCHANT', false],
    PTL63: ['INVALID_MERCHANT', false],
    PTL168: ['CONCURRENT_REQUEST', true],
    PTL169: ['INVALID_MERCHANT', false],
    PTL181: ['INSUFFICIENT_BALANCE', false],
    PTL186: ['INVALID_AMOUNT', false],
    PTL187: ['INVALID_AMOUNT', false],
  },
  exchange: { '1': ['WRONG_HASH', false], '26': ['INVALID_MERCHANT', false] },
};

/** status.code of a current envelope, or the flat legacy status; always as text. */
export function paywayCode(json: unknown): string | undefined {
  if (json === null || typeof json !== 'object') return undefined;
  const status = (json as { status?: unknown }).status;
  if (typeof status === 'number' || typeof status === 'string') return String(status);
  if (status && typeof status === 'object') {
    const code = (status as { code?: unknown }).code;
    if (typeof code === 'number' || typeof code === 'string') return String(code);
  }
  return undefined;
}

/** "00" on current APIs, "0" on the QR API (and sometimes elsewhere): both mean success. */
export const isPaywaySuccess = (code: string | undefined): boolean => code === '00' || code === '0';

export function paywayMessage(json: unknown): string {
  const status = (json as { status?: { message?: unknown } } | undefined)?.status;
  return typeof status?.message === 'string' ? status.message : 'PayWay rejected the request';
}

export function paywayError(
  endpoint: PaywayEndpoint,
  code: string,
  message: string,
  httpStatus: number,
): ProviderError {
  const [name, retryable] = TABLES[endpoint][code] ?? COMMON[code] ?? [`PAYWAY_${code}`, false];
  return new ProviderError('payway', name, `${endpoint}: ${message} (PayWay code ${code})`, retryable, {
    httpStatus,
    details: { paywayCode: code, endpoint },
  });
}

/**
 * The error for an answer without a success code: the JSON envelope when there is one (even inside
 * an HTTP 403), else the HTTP status.
 */
export function errorFromResponse(endpoint: PaywayEndpoint, response: HttpResponse): ProviderError {
  const code = paywayCode(response.json);
  if (code !== undefined) return paywayError(endpoint, code, paywayMessage(response.json), response.status);
  if (endpoint === 'refund' && response.status === 404) {
    return new ProviderError(
      'payway',
      'REFUND_NOT_ENABLED',
      'refund API not enabled for this merchant',
      false,
      {
        httpStatus: 404,
      },
    );
  }
  const retryable = isRetryableStatus(response.status);
  return new ProviderError(
    'payway',
    retryable ? 'HTTP_ERROR' : 'UNEXPECTED_RESPONSE',
    `${endpoint}: HTTP ${response.status}`,
    retryable,
    {
      httpStatus: response.status,
    },
  );
}
