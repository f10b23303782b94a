import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueModule } from '@app/catalogue';
import { EsimsModule } from '@app/esims';
import { NotificationsModule } from '@app/notifications';
import { OrdersModule } from '@app/orders';
import { ProviderSettingsModule } from '@app/provider-settings';
import { CheckoutService } from './checkout.service';
import { KhqrAttempts } from './khqr-attempts';
import { Payment } from './payment.entity';
import { PaymentChecks } from './payment-checks';
import { PaymentFailedNotice } from './payment-failed-notice';
import { PaymentReconciliation } from './payment-reconciliation';
import { PaymentForms } from './payment-forms';
import { PaymentLookup } from './payment-lookup';
import { PaymentStatusService } from './payment-status';
import { PaymentVerification } from './payment-verification';
import { PaymentsJobs } from './payments.jobs';
import { PaypalCheckout } from './paypal-checkout';
import { PaypalGateway } from './paypal-gateway';
import { PaypalSettlement } from './paypal-settlement';
import { PaypalWebhooks } from './paypal-webhooks';
import { PaywayGateway } from './payway-gateway';
import { RefundReview } from './refund-review.entity';
import { StripeCheckout } from './stripe-checkout';
import { StripeGateway } from './stripe-gateway';
import { StripeSettlement } from './stripe-settlement';
import { StripeWebhooks } from './stripe-webhooks';
import { RefundReviews } from './refund-reviews';
import { PaymentRefund } from './refunds/payment-refund.entity';
import { Refunds } from './refunds/refunds';
import { ExchangeRate } from './exchange-rate/exchange-rate.entity';
import { ExchangeRates } from './exchange-rate/exchange-rates';
import { PAYMENT_PROVIDER_MODULES, PaymentProviders } from './providers/payment-providers';

/** Checkout, PayWay, PayPal and Stripe attempts, their verification and polling (docs/architecture.md "Money path"). */
@Module({
  imports: [
    CatalogueModule,
    OrdersModule,
    EsimsModule,
    NotificationsModule,
    ProviderSettingsModule,
    TypeOrmModule.forFeature([Payment, RefundReview, PaymentRefund, ExchangeRate]),
  ],
  providers: [
    CheckoutService,
    ExchangeRates,
    KhqrAttempts,
    PaymentChecks,
    PaymentFailedNotice,
    PaymentForms,
    PaymentLookup,
    PaymentProviders,
    ...Object.values(PAYMENT_PROVIDER_MODULES),
    PaymentReconciliation,
    PaymentStatusService,
    PaymentVerification,
    PaymentsJobs,
    PaypalCheckout,
    PaypalGateway,
    PaypalSettlement,
    PaypalWebhooks,
    PaywayGateway,
    RefundReviews,
    Refunds,
    StripeCheckout,
    StripeGateway,
    StripeSettlement,
    StripeWebhooks,
  ],
  exports: [
    CheckoutService,
    ExchangeRates,
    KhqrAttempts,
    PaymentChecks,
    PaymentForms,
    PaymentLookup,
    PaymentReconciliation,
    PaymentStatusService,
    PaymentVerification,
    PaypalCheckout,
    PaypalWebhooks,
    PaywayGateway,
    RefundReviews,
    Refunds,
    StripeCheckout,
    StripeWebhooks,
  ],
})
export class PaymentsModule {}
