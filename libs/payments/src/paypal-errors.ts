import { BadGatewayException, HttpException, UnprocessableEntityException } from '@nestjs/common';
import type { ProviderError } from '@app/providers';

/** What the customer reads for PayPal's refusals (the web shows its own translated text per code). */
const MESSAGES: Record<string, string> = {
  VALIDATION_ERROR: 'Please check your payment information and try again.',
  INSTRUMENT_DECLINED: 'Your payment method was declined. Please try a different payment method.',
  PAYER_CANNOT_PAY:
    'Your PayPal account cannot complete this payment. Please try a different payment method.',
  CAPTURE_DECLINED: 'Payment was declined. Please try a different payment method.',
  ORDER_NOT_APPROVED: 'The payment has not been approved at PayPal yet.',
};

export const paypalUnavailable = (): BadGatewayException =>
  new BadGatewayException({
    code: 'PAYPAL_UNAVAILABLE',
    message: 'PayPal could not be reached. Please try again.',
  });

/**
 * A PayPal refusal as our answer: a 422 carrying PayPal's code (INSTRUMENT_DECLINED, PAYER_CANNOT_PAY,
 * CAPTURE_DECLINED, VALIDATION_ERROR, ORDER_NOT_APPROVED…), or a 502 when PayPal could not answer.
 */
export function paypalRefusal(error: ProviderError): HttpException {
  if (error.retryable) return paypalUnavailable();
  return new UnprocessableEntityException({
    code: error.code,
    message: MESSAGES[error.code] ?? `PayPal refused the payment (${error.code}).`,
  });
}

export const captureDeclined = (): HttpException =>
  new UnprocessableEntityException({ code: 'CAPTURE_DECLINED', message: MESSAGES.CAPTURE_DECLINED });
