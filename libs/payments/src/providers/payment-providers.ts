import { Injectable, NotFoundException, type Type } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { OrderPaymentMethod } from '@app/orders';
import type { PaymentProviderName } from '../payment.entity';
import type { PaymentProvider } from './payment-provider';
import { PaypalProvider } from './paypal.provider';
import { PaywayProvider } from './payway.provider';
import { StripeProvider } from './stripe.provider';

/**
 * The registry of payment providers: one line per provider module, in checkout's order. Every name
 * of PaymentProviderName must have its module here, and every module implements all of
 * PaymentProvider, or the build fails.
 */
export const PAYMENT_PROVIDER_MODULES = {
  payway: PaywayProvider,
  paypal: PaypalProvider,
  stripe: StripeProvider,
} as const satisfies { [N in PaymentProviderName]: Type<PaymentProvider & { readonly name: N }> };

/** The providers by name, for checkout, the worker's checks and expiry, refunds and reconciliation. */
@Injectable()
export class PaymentProviders {
  private resolved?: readonly PaymentProvider[];

  constructor(private readonly moduleRef: ModuleRef) {}

  /** Every provider, in the registry's order. */
  all(): readonly PaymentProvider[] {
    this.resolved ??= Object.values(PAYMENT_PROVIDER_MODULES).map((module) =>
      this.moduleRef.get<PaymentProvider>(module, { strict: false }),
    );
    return this.resolved;
  }

  /** The provider of an attempt (`payment.provider`). */
  get(name: PaymentProviderName): PaymentProvider {
    const provider = this.all().find((candidate) => candidate.name === name);
    if (!provider) throw new Error(`no payment provider ${name}`);
    return provider;
  }

  /** The provider an order's payment method names (create-order's `paymentMethod`). */
  forOrderMethod(method: OrderPaymentMethod): PaymentProvider {
    const provider = this.all().find((candidate) => candidate.orderMethod === method);
    if (!provider)
      throw new NotFoundException({
        code: 'PAYMENT_METHOD_UNKNOWN',
        message: `Unknown payment method ${method}`,
      });
    return provider;
  }
}
