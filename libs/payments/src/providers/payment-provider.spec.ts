import type { ModuleRef } from '@nestjs/core';
import type { OrderStatus } from '@app/domain';
import { assertStillPayable, type PaymentProvider } from './payment-provider';
import { PAYMENT_PROVIDER_MODULES, PaymentProviders } from './payment-providers';

const provider = (overrides: Partial<PaymentProvider> = {}): PaymentProvider =>
  ({
    name: 'stripe',
    orderMethod: 'stripe',
    notThisMethod: 'This order is not paid by card',
    assertTakingPayments: () => undefined,
    ...overrides,
  }) as PaymentProvider;

const refusal = (order: { paymentMethod: string; status: OrderStatus }, taker = provider()) => {
  try {
    assertStillPayable(order as never, taker);
    return null;
  } catch (error) {
    return (error as { getResponse(): { code: string; message: string } }).getResponse();
  }
};

describe('assertStillPayable (the one "can this order still be paid" rule)', () => {
  it('lets a pending order of the provider’s method through', () => {
    expect(refusal({ paymentMethod: 'stripe', status: 'pending' })).toBeNull();
  });

  it('refuses another provider’s order with the provider’s words', () => {
    expect(refusal({ paymentMethod: 'paypal', status: 'pending' })).toEqual({
      code: 'PAYMENT_METHOD_MISMATCH',
      message: 'This order is not paid by card',
    });
  });

  it.each(['confirmed', 'processing', 'completed', 'needs_attention'] as OrderStatus[])(
    'refuses a paid order (%s) as already paid',
    (status) => expect(refusal({ paymentMethod: 'stripe', status })?.code).toBe('ALREADY_PAID'),
  );

  it.each(['cancelled', 'refunded'] as OrderStatus[])('refuses a %s order as closed', (status) =>
    expect(refusal({ paymentMethod: 'stripe', status })?.code).toBe('PAYMENT_CLOSED'),
  );

  it('asks the provider last whether it takes payments now', () => {
    const off = provider({
      assertTakingPayments: () => {
        throw new Error('card payments are off');
      },
    });
    expect(() => assertStillPayable({ paymentMethod: 'stripe', status: 'pending' }, off)).toThrow(
      'card payments are off',
    );
    // a closed order is refused as closed, whatever the provider
    expect(refusal({ paymentMethod: 'stripe', status: 'cancelled' }, off)?.code).toBe('PAYMENT_CLOSED');
  });
});

describe('PaymentProviders (the registry)', () => {
  const instances = new Map<unknown, PaymentProvider>([
    [PAYMENT_PROVIDER_MODULES.payway, provider({ name: 'payway', orderMethod: 'payway_khqr' })],
    [PAYMENT_PROVIDER_MODULES.paypal, provider({ name: 'paypal', orderMethod: 'paypal' })],
    [PAYMENT_PROVIDER_MODULES.stripe, provider({ name: 'stripe', orderMethod: 'stripe' })],
  ]);
  const registry = new PaymentProviders({
    get: (type: unknown) => instances.get(type),
  } as unknown as ModuleRef);

  it('lists every provider in checkout’s order', () => {
    expect(registry.all().map((p) => p.name)).toEqual(['payway', 'paypal', 'stripe']);
  });

  it('finds an attempt’s provider by name and an order’s by its payment method', () => {
    expect(registry.get('paypal').orderMethod).toBe('paypal');
    expect(registry.forOrderMethod('payway_khqr').name).toBe('payway');
    expect(() => registry.forOrderMethod('cash' as never)).toThrow('Unknown payment method cash');
  });
});
