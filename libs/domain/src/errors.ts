/**
 * Stable codes for every rule this library can refuse. The API maps them to its own error codes
 * (HTTP 400/409), the web to i18n messages; neither needs to parse a message text.
 */
export type DomainRuleErrorCode =
  | 'INVALID_MONEY'
  | 'INVALID_PRICE_INPUT'
  | 'INVALID_QUANTITY'
  | 'DAYPASS_DAYS_OUT_OF_RANGE'
  | 'INVALID_TRANSITION';

/** Base class of the errors thrown by the pure rules in libs/domain. */
export class DomainRuleError extends Error {
  constructor(
    readonly code: DomainRuleErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DomainRuleError';
  }
}

/** A money value or amount text that is not a valid amount (bad syntax, not an integer cent, unsafe). */
export class MoneyError extends DomainRuleError {
  constructor(message: string) {
    super('INVALID_MONEY', message);
    this.name = 'MoneyError';
  }
}

/** A price rule received an input it cannot price (negative price, zero plan days, bad factor...). */
export class PricingError extends DomainRuleError {
  constructor(message: string, code: 'INVALID_PRICE_INPUT' | 'INVALID_QUANTITY' = 'INVALID_PRICE_INPUT') {
    super(code, message);
    this.name = 'PricingError';
  }
}

/** A DayPass duration outside the whole numbers DAYPASS_MIN_DAYS..DAYPASS_MAX_DAYS. */
export class DayPassDaysError extends DomainRuleError {
  constructor(
    readonly days: unknown,
    readonly min: number,
    readonly max: number,
  ) {
    super(
      'DAYPASS_DAYS_OUT_OF_RANGE',
      `DayPass days must be a whole number from ${min} to ${max}, got ${String(days)}`,
    );
    this.name = 'DayPassDaysError';
  }
}

export const isDomainRuleError = (error: unknown): error is DomainRuleError =>
  error instanceof DomainRuleError;
