import type { CartItemView, CartPackage, CreateOrderItem } from '@app/contracts';
import { paymentDialogTotal } from '@app/domain';
import { isAcceptableEmail } from '../checkout-validation';

export interface DialogInput {
  selectedPackage?: CartPackage | null;
  dayPassDays?: number;
  /** The DayPass price in cents for dayPassDays (display only; the server prices the order). */
  dayPassPriceCents?: number | null;
  cartItems?: CartItemView[] | null;
  /** A discount code the server priced for the cart: its total is the order's. */
  discount?: { code: string; totalCents: number } | null;
}

export interface DialogCustomer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export type DialogErrors = Partial<
  Record<keyof DialogCustomer, 'firstName' | 'lastName' | 'emailInvalid' | 'phone'>
>;

const packageType = (apiCode: string): 'DayPass' | 'FixedPlan' =>
  apiCode.includes('?') ? 'DayPass' : 'FixedPlan';

/** The dialog total (purchase-flow §5): day-pass price, else package price, else the cart; up to a whole dollar. */
export function dialogTotalCents(input: DialogInput): number {
  if (input.discount) return input.discount.totalCents;
  return paymentDialogTotal({
    dayPassPriceCents: input.selectedPackage?.isDayPass ? input.dayPassPriceCents : null,
    packagePriceCents:
      input.selectedPackage && !input.selectedPackage.isDayPass ? input.selectedPackage.priceCents : null,
    cartLines: (input.cartItems ?? []).map((item) => ({
      priceCents: item.unitPriceCents,
      quantity: item.quantity,
    })),
  });
}

/** The dialog's order payload items: the package's fields plus quantity, days, packageType and finalPrice. */
export function dialogItems(input: DialogInput): CreateOrderItem[] {
  if (input.selectedPackage) {
    const pkg = input.selectedPackage;
    const days = pkg.isDayPass ? (input.dayPassDays ?? 1) : null;
    return [
      {
        ...pkg,
        quantity: 1,
        dayPassDays: days,
        customDays: days,
        packageType: packageType(pkg.apiCode),
        finalPrice: (
          (pkg.isDayPass ? (input.dayPassPriceCents ?? pkg.priceCents) : pkg.priceCents) / 100
        ).toFixed(2),
      },
    ];
  }
  return (input.cartItems ?? []).map((item) => ({
    ...item.package,
    id: item.packageId,
    packageId: item.packageId,
    quantity: item.quantity,
    dayPassDays: item.customDays,
    customDays: item.customDays,
    packageType: packageType(item.package.apiCode),
    finalPrice: (item.unitPriceCents / 100).toFixed(2),
  }));
}

/**
 * The dialog's rules (purchase-flow §5): names and phone required after trim; the email optional,
 * as on the checkout form (a guest without one keeps the order link on screen), plausible when given.
 */
export function validateDialog(customer: DialogCustomer): DialogErrors {
  const errors: DialogErrors = {};
  if (!customer.firstName.trim()) errors.firstName = 'firstName';
  if (!customer.lastName.trim()) errors.lastName = 'lastName';
  if (!isAcceptableEmail(customer.email)) errors.email = 'emailInvalid';
  if (!customer.phone.trim()) errors.phone = 'phone';
  return errors;
}
