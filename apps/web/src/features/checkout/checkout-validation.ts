import {
  CUSTOMER_NAME_MIN_LENGTH,
  CUSTOMER_PHONE_MIN_LENGTH,
  isPlausibleEmail,
  isPlausiblePhone,
} from '@app/domain';
import type { CheckoutPaymentMethod } from '@app/contracts';

export interface CheckoutFormValues {
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  paymentMethod: CheckoutPaymentMethod | '';
}

export type CheckoutFormErrors = Partial<
  Record<keyof CheckoutFormValues, 'name' | 'phone' | 'email' | 'method'>
>;

/** The one email rule of checkout and its bank-QR dialog: optional, and plausible when given. */
export const isAcceptableEmail = (email: string): boolean => email.trim() === '' || isPlausibleEmail(email);

/**
 * The checkout form's rules (purchase-flow §5), as keys of the spec's messages
 * (checkout.validation.*). The server applies the same rules again.
 */
export function validateCheckoutForm(values: CheckoutFormValues): CheckoutFormErrors {
  const errors: CheckoutFormErrors = {};
  if (values.customerName.trim().length < CUSTOMER_NAME_MIN_LENGTH) errors.customerName = 'name';
  if (
    values.customerPhone.trim().length < CUSTOMER_PHONE_MIN_LENGTH ||
    !/^\+?[\d\s().-]+$/.test(values.customerPhone.trim()) ||
    !isPlausiblePhone(values.customerPhone)
  )
    errors.customerPhone = 'phone';
  if (!isAcceptableEmail(values.customerEmail)) errors.customerEmail = 'email';
  if (!['payway_khqr', 'paypal', 'stripe'].includes(values.paymentMethod)) errors.paymentMethod = 'method';
  return errors;
}

/** While the customer types, only the fields already flagged are checked again (their message follows). */
export function revalidateFlagged(
  flagged: CheckoutFormErrors,
  values: CheckoutFormValues,
): CheckoutFormErrors {
  if (Object.keys(flagged).length === 0) return flagged;
  const found = validateCheckoutForm(values);
  const next: CheckoutFormErrors = {};
  for (const field of Object.keys(flagged) as (keyof CheckoutFormErrors)[])
    if (found[field]) next[field] = found[field];
  return next;
}
