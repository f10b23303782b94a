/** @app/providers: the only code that calls PayWay, PayPal, Stripe, RoameSIM and Telegram. */
export * from './http/provider-error';
export * from './http/provider-calls';
export * from './payway';
export * from './paypal';
export * from './roamesim';
export * from './stripe';
export * from './telegram';
export * from './probes/connection-probes';
