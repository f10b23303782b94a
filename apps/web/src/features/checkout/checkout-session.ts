import type { PaywayFormData } from '@app/contracts';
import { readStoredUser } from '../../lib/stored-user';
import type { CheckoutFormValues } from './checkout-validation';

/** The order being paid in the overlay: what the page needs to follow and confirm it. */
export interface ActivePayment {
  orderId: string;
  orderNumber: string;
  tranId: string;
  token?: string;
  amount: string;
  form: PaywayFormData;
}

export const originOf = (url: string): string | null => {
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return null;
  }
};

export function initialValues(): CheckoutFormValues {
  const user = readStoredUser();
  return {
    customerName: user?.fullName ?? '',
    customerPhone: user?.phone ?? '',
    customerEmail: user?.email ?? '',
    paymentMethod: 'payway_khqr',
  };
}
