/** The admin Payments tab (GET/POST /api/admin/payment-settings…): shapes shared with the web. */

export const PAYMENT_PROVIDERS = ['payway', 'paypal', 'stripe', 'roamesim'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** The credential fields of each provider, in the form's order. */
export const PROVIDER_FIELDS = {
  payway: ['merchantId', 'apiKey', 'baseUrl', 'rsaPublicKey'],
  paypal: ['clientId', 'clientSecret', 'webhookId', 'baseUrl'],
  stripe: ['secretKey', 'publishableKey', 'webhookSecret', 'baseUrl'],
  roamesim: ['apiUrl', 'phone', 'password', 'signKey'],
} as const satisfies Record<PaymentProvider, readonly string[]>;

export type ProviderField<P extends PaymentProvider = PaymentProvider> = (typeof PROVIDER_FIELDS)[P][number];

/** Fields that must be set before the provider can be used (rsaPublicKey: refunds only; webhookId: webhooks). */
export const REQUIRED_FIELDS: Record<PaymentProvider, readonly string[]> = {
  payway: ['merchantId', 'apiKey', 'baseUrl'],
  paypal: ['clientId', 'clientSecret', 'baseUrl'],
  stripe: ['secretKey', 'publishableKey', 'baseUrl'],
  roamesim: ['apiUrl', 'phone', 'password', 'signKey'],
};

/** Address fields: shown in full (they are not secrets). Every other field is masked to its last 4. */
export const URL_FIELDS: readonly string[] = ['baseUrl', 'apiUrl'];

/** On/off settings stored beside the credentials as 'true' / 'false', shown in full: Stripe's "offer card payments". */
export const SWITCH_FIELDS: Partial<Record<PaymentProvider, readonly string[]>> = { stripe: ['enabled'] };

/** The spec's modes: PayWay sandbox/production, PayPal sandbox/live, Stripe test/live, RoameSIM production. */
export const PROVIDER_MODES = {
  payway: ['sandbox', 'production'],
  paypal: ['sandbox', 'live'],
  stripe: ['test', 'live'],
  roamesim: ['production'],
} as const satisfies Record<PaymentProvider, readonly string[]>;

/** The mode that takes real money (or real eSIMs). */
export const LIVE_MODE: Record<PaymentProvider, string> = {
  payway: 'production',
  paypal: 'live',
  stripe: 'live',
  roamesim: 'production',
};

export type ProviderStatus = 'connected' | 'failed' | 'untested' | 'not_configured';

/** A connection test's outcome code (the web words it). */
export type ConnectionTestCode = 'ok' | 'auth_failed' | 'unreachable' | 'provider_error' | 'not_configured';

export interface ProviderCredentialView {
  set: boolean;
  /** A URL in full; any other value as '••••' + its last 4 characters; '' when not set. */
  masked: string;
}

export interface ProviderSettingsView {
  provider: PaymentProvider;
  mode: string;
  modes: readonly string[];
  status: ProviderStatus;
  /** Whether checkout offers it (Stripe: its `enabled` switch). */
  usedByCheckout: boolean;
  /** 'environment' until an admin saves credentials (the variables are the first-boot defaults). */
  source: 'database' | 'environment';
  credentials: Record<string, ProviderCredentialView>;
  lastTest: { at: string; ok: boolean; code: ConnectionTestCode; detail: string } | null;
  updatedAt: string | null;
}

export type ReadinessIssueCode =
  'missing_field' | 'not_live_mode' | 'sandbox_url' | 'test_failed' | 'untested';

export interface ReadinessIssue {
  provider: PaymentProvider;
  code: ReadinessIssueCode;
  field?: string;
}

/** The "Production Configuration Summary": what is missing before going live (checkout providers). */
export interface ProductionSummary {
  ready: boolean;
  issues: ReadinessIssue[];
}

export interface PaymentSettingsResponse {
  data: Record<PaymentProvider, ProviderSettingsView>;
  summary: ProductionSummary;
}

export interface ConnectionTestResponse {
  status: 'success' | 'error';
  code: ConnectionTestCode;
  message: string;
  data: { status: 'success' | 'error'; code: ConnectionTestCode; message: string; provider: PaymentProvider };
}

/**
 * GET /api/admin/api-config: the configuration in force, as the checkout's clients and the
 * probes resolve it (the Payments tab's settings, secrets masked), with the environment and the
 * queue backend.
 */
export interface ApiConfigReply extends PaymentSettingsResponse {
  success: true;
  environment: string;
  queueBackend: 'redis' | 'postgres';
}
