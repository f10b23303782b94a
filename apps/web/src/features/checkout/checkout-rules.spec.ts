import type { CartItemView } from '@app/contracts';
import { revalidateFlagged, validateCheckoutForm } from './checkout-validation';
import { dialogItems, dialogTotalCents, validateDialog } from './dialog/dialog-order';
import { readPaywayMessage } from './hooks/use-payway-messages';
import { readRenewal } from './renewal';

const valid = {
  customerName: 'Sok Dara',
  customerPhone: '+855 12 345 678',
  customerEmail: '',
  paymentMethod: 'payway_khqr' as const,
};

describe('checkout form rules', () => {
  it('accepts a complete form (email optional)', () => {
    expect(validateCheckoutForm(valid)).toEqual({});
  });

  it('accepts a local Cambodian number as typed, and refuses a number too short once normalised', () => {
    expect(validateCheckoutForm({ ...valid, customerPhone: '014 333 619' })).toEqual({});
    expect(validateCheckoutForm({ ...valid, customerPhone: '+012 345 678' }).customerPhone).toBe('phone');
  });

  it('flags each field with the key of the spec’s message', () => {
    expect(
      validateCheckoutForm({
        customerName: ' A ',
        customerPhone: '12345678',
        customerEmail: 'x@y',
        paymentMethod: '',
      }),
    ).toEqual({
      customerName: 'name',
      customerPhone: 'phone',
      customerEmail: 'email',
      paymentMethod: 'method',
    });
    expect(validateCheckoutForm({ ...valid, customerPhone: '+855 12 ABC 678' }).customerPhone).toBe('phone');
  });

  it('re-checks only the flagged fields while typing', () => {
    const flagged = validateCheckoutForm({ ...valid, customerName: 'A' });
    expect(revalidateFlagged(flagged, { ...valid, customerName: 'Ab', customerEmail: 'bad' })).toEqual({});
    expect(revalidateFlagged({}, { ...valid, customerEmail: 'bad' })).toEqual({});
  });
});

const line = (overrides: Partial<CartItemView>): CartItemView => ({
  id: 'l1',
  packageId: 7,
  package: {
    id: 7,
    destination: 'Cambodia',
    destinationKm: 'កម្ពុជា',
    countryCode: 'KH',
    data: '1GB',
    plan: 'Cambodia 1GB 7 Days',
    days: 7,
    price: '5.00',
    priceCents: 500,
    apiCode: 'KH-1-G-7',
    isDayPass: false,
  },
  quantity: 2,
  customPrice: null,
  customDays: null,
  unitPriceCents: 500,
  lineTotalCents: 1000,
  ...overrides,
});

describe('payment dialog', () => {
  it('totals the cart and rounds up to a whole dollar', () => {
    expect(
      dialogTotalCents({ cartItems: [line({}), line({ id: 'l2', unitPriceCents: 250, quantity: 1 })] }),
    ).toBe(1300);
  });

  it('sends the package fields with quantity, days, packageType and finalPrice', () => {
    const dayPass = line({
      customDays: 3,
      customPrice: '3.00',
      unitPriceCents: 300,
      package: { ...line({}).package, apiCode: 'KH-1-G-D?', isDayPass: true },
    });
    expect(dialogItems({ cartItems: [dayPass] })[0]).toMatchObject({
      id: 7,
      packageId: 7,
      quantity: 2,
      dayPassDays: 3,
      customDays: 3,
      packageType: 'DayPass',
      finalPrice: '3.00',
    });
    expect(dialogItems({ cartItems: [line({})] })[0].packageType).toBe('FixedPlan');
  });

  it('requires the names and the phone; the email is optional but plausible when given', () => {
    expect(validateDialog({ firstName: ' ', lastName: '', email: '', phone: '' })).toEqual({
      firstName: 'firstName',
      lastName: 'lastName',
      phone: 'phone',
    });
    expect(validateDialog({ firstName: 'Sok', lastName: 'Dara', email: ' ', phone: '012' })).toEqual({});
    expect(validateDialog({ firstName: 'Sok', lastName: 'Dara', email: 'sok@', phone: '1' })).toEqual({
      email: 'emailInvalid',
    });
  });
});

describe('gateway frame messages', () => {
  it('reads the spec’s message names from strings or objects, and nothing else', () => {
    expect(readPaywayMessage('payway_success')).toEqual({ type: 'payway_success' });
    expect(readPaywayMessage({ type: 'payment_completed', keepModalOpen: true })).toEqual({
      type: 'payment_completed',
      keepModalOpen: true,
    });
    expect(readPaywayMessage('payment_approved_trust_me')).toBeNull();
    expect(readPaywayMessage({ status: 0 })).toBeNull();
  });
});

describe('renewal mode', () => {
  it('needs renewalOrder, originalOrder and amount', () => {
    expect(
      readRenewal(new URLSearchParams('renewalOrder=R1&originalOrder=O1&amount=12.5&payWayTransactionId=T1')),
    ).toEqual({
      renewalOrder: 'R1',
      originalOrder: 'O1',
      amountCents: 1250,
      payWayTransactionId: 'T1',
    });
    expect(readRenewal(new URLSearchParams('renewalOrder=R1&amount=12'))).toBeNull();
    expect(readRenewal(new URLSearchParams('renewalOrder=R1&originalOrder=O1&amount=abc'))).toBeNull();
  });
});
