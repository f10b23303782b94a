/** Seconds a client is asked to wait (Retry-After) when the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket errors of a connection that cannot be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * Postgres SQLSTATEs meaning "not now" rather than "wrong request": connection exceptions (08…),
 * too many connections, and the server shutting down or starting (57P01–57P03).
 */
function unavailableSqlState(code: string): boolean {
  return (
    code.startsWith('08') || code === '53300' || code === '57P01' || code === '57P02' || code === '57P03'
  );
}

/** Messages of node-postgres for a connection that ended or could not be made in time. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
];

/**
 * Whether an error means the database is unreachable right now (an outage, a restart, a full pool),
 * so the answer is 503 with Retry-After instead of 500. Looks through TypeORM's `driverError` and
 * `cause` chains.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, driverError, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    driverError?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || unavailableSqlState(code))) return true;
  if (typeof message === 'string' && DRIVER_MESSAGES.some((text) => message.includes(text))) return true;
  // AggregateError (a host with several addresses, every one refused).
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(driverError, depth + 1) || isDatabaseUnavailable(cause, depth + 1);
}
