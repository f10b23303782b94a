import { AuthThrottleCounter, User, UserSession } from '@app/accounts';
import { DeclaredServer, OrderAttention } from '@app/admin';
import { CartItem } from '@app/cart';
import { CataloguePackage, CatalogueSyncState } from '@app/catalogue';
import { OutboxEvent } from '@app/core';
import { Esim, ProviderOrder, TopUp } from '@app/esims';
import { ProcessHeartbeat, SystemCheck } from '@app/monitoring';
import { ContactMessage, Notification } from '@app/notifications';
import { DiscountCode, Order, OrderItem } from '@app/orders';
import { ExchangeRate, Payment, PaymentRefund, PaymentRefundLine, RefundReview } from '@app/payments';
import { Foundation1764000000000 } from './migrations/1764000000000-foundation';
import { CatalogueAndCart1795359667916 } from './migrations/1795359667916-catalogue-and-cart';
import { Accounts1795359734427 } from './migrations/1795359734427-accounts';
import { Notifications1795359927342 } from './migrations/1795359927342-notifications';
import { OrdersAndPayments1795360020385 } from './migrations/1795360020385-orders-and-payments';
import { Esims1795360282906 } from './migrations/1795360282906-esims';
import { PaypalWebhooks1795400000000 } from './migrations/1795400000000-paypal-webhooks';
import { Admin1795500000000 } from './migrations/1795500000000-admin';
import { Renewals1795500000001 } from './migrations/1795500000001-renewals';
import { PackagesAndSettings1795500000002 } from './migrations/1795500000002-packages-and-settings';
import { PaymentReconciliation1795610000000 } from './migrations/1795610000000-payment-reconciliation';
import { DeliveryGuarantee1795620000000 } from './migrations/1795620000000-delivery-guarantee';
import { SealedEsimCodes1795630000000 } from './migrations/1795630000000-sealed-esim-codes';
import { AccountRecoveryAndMfa1795630000001 } from './migrations/1795630000001-account-recovery-and-mfa';
import { OrderClientAddress1795650000000 } from './migrations/1795650000000-order-client-address';
import { AuditAndProviderSettings1795660000000 } from './migrations/1795660000000-audit-and-provider-settings';
import { StripePayments1795730000000 } from './migrations/1795730000000-stripe-payments';
import { ExchangeRate1795760000000 } from './migrations/1795760000000-exchange-rate';
import { UnpaidOrderIndexes1795770000000 } from './migrations/1795770000000-unpaid-order-indexes';
import { TotpLastStep1795780000000 } from './migrations/1795780000000-totp-last-step';
import { TelegramLinks1795790000000 } from './migrations/1795790000000-telegram-links';
import { TelegramMessages1795793000000 } from './migrations/1795793000000-telegram-messages';
import { BackupRuns1795791000000 } from './migrations/1795791000000-backup-runs';
import { HeartbeatProviderCalls1795792000000 } from './migrations/1795792000000-heartbeat-provider-calls';
import { DeclaredServers1795793200000 } from './migrations/1795793200000-declared-servers';
import { ReconcileStripe1795793500000 } from './migrations/1795793500000-reconcile-stripe';
import { TelegramOrderLinks1795793700000 } from './migrations/1795793700000-telegram-order-links';
import { StaffRoles1795794100000 } from './migrations/1795794100000-staff-roles';
import { StaffNotes1795794200000 } from './migrations/1795794200000-staff-notes';
import { PartialRefunds1795794500000 } from './migrations/1795794500000-partial-refunds';
import { DiscountCodes1795794600000 } from './migrations/1795794600000-discount-codes';
import { TakingOrdersLock1795794650000 } from './migrations/1795794650000-taking-orders-lock';
import { PendingOrdersLocked1795794660000 } from './migrations/1795794660000-pending-orders-locked';
import { OrderGate1795794670000 } from './migrations/1795794670000-order-gate';
import { ThrottleCounterIndex1795794680000 } from './migrations/1795794680000-throttle-counter-index';
import { CatalogueVersionOnChange1795794690000 } from './migrations/1795794690000-catalogue-version-on-change';
import { OperationsMonitors1795750000000 } from './migrations/1795750000000-operations-monitors';
import { OrderTimeline1795710000000 } from './migrations/1795710000000-order-timeline';
import { EsimAlerts1795720000000 } from './migrations/1795720000000-esim-alerts';

/** Every entity of the application: the api and the worker load the same list. */
export const ENTITIES = [
  OutboxEvent,
  User,
  UserSession,
  AuthThrottleCounter,
  ProcessHeartbeat,
  SystemCheck,
  Notification,
  ContactMessage,
  CataloguePackage,
  CatalogueSyncState,
  CartItem,
  Order,
  OrderItem,
  DiscountCode,
  Payment,
  ExchangeRate,
  RefundReview,
  PaymentRefund,
  PaymentRefundLine,
  OrderAttention,
  DeclaredServer,
  ProviderOrder,
  Esim,
  TopUp,
];

/** Every migration, in order. The schema changes only through these (never synchronize). */
export const MIGRATIONS = [
  Foundation1764000000000,
  CatalogueAndCart1795359667916,
  Accounts1795359734427,
  Notifications1795359927342,
  OrdersAndPayments1795360020385,
  Esims1795360282906,
  PaypalWebhooks1795400000000,
  Admin1795500000000,
  Renewals1795500000001,
  PackagesAndSettings1795500000002,
  PaymentReconciliation1795610000000,
  DeliveryGuarantee1795620000000,
  SealedEsimCodes1795630000000,
  AccountRecoveryAndMfa1795630000001,
  OrderClientAddress1795650000000,
  AuditAndProviderSettings1795660000000,
  OrderTimeline1795710000000,
  EsimAlerts1795720000000,
  StripePayments1795730000000,
  OperationsMonitors1795750000000,
  ExchangeRate1795760000000,
  UnpaidOrderIndexes1795770000000,
  TotpLastStep1795780000000,
  TelegramLinks1795790000000,
  BackupRuns1795791000000,
  HeartbeatProviderCalls1795792000000,
  TelegramMessages1795793000000,
  DeclaredServers1795793200000,
  ReconcileStripe1795793500000,
  TelegramOrderLinks1795793700000,
  StaffRoles1795794100000,
  StaffNotes1795794200000,
  PartialRefunds1795794500000,
  DiscountCodes1795794600000,
  TakingOrdersLock1795794650000,
  PendingOrdersLocked1795794660000,
  OrderGate1795794670000,
  ThrottleCounterIndex1795794680000,
  CatalogueVersionOnChange1795794690000,
];
