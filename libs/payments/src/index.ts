export * from './checkout.service';
export * from './exchange-rate/exchange-rate.entity';
export * from './exchange-rate/exchange-rates';
export * from './issue-attempt';
export * from './khqr-attempts';
export * from './payment-checks';
export * from './payment-forms';
export * from './payment-lookup';
export * from './payment-schedule';
export * from './payment-status';
export * from './payment-verification';
export * from './payment.entity';
export * from './payments.module';
export * from './paypal-answer';
export * from './paypal-checkout';
export * from './paypal-gateway';
export * from './paypal-webhooks';
export * from './payway-gateway';
export * from './providers/payment-provider';
export * from './providers/payment-providers';
export * from './refund-review.entity';
export * from './refund-reviews';
export * from './refunds/payment-refund.entity';
export * from './refunds/refund-gateways';
export * from './refunds/refunds';
export * from './stripe-answer';
export * from './stripe-checkout';
export * from './stripe-gateway';
export * from './stripe-webhooks';
export * from './tran-id';
export * from './verification-rules';
export {
  PaymentReconciliation,
  type ReconciledProvider,
  type ReconciliationRun,
} from './payment-reconciliation';
export type { ReconciliationDifference } from './reconciliation-rules';
