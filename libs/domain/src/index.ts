/**
 * @app/domain: the pure business rules shared by the api, the worker and the web app.
 * Plain TypeScript, no framework, no Node-only API, no I/O.
 */
export * from './constants';
export * from './memory-status';
export * from './errors';
export * from './money';
export * from './pricing';
export * from './data-units';
export * from './destination';
export * from './destination-groups';
export * from './destination-search';
export * from './email';
export * from './phone';
export * from './password';
export * from './esim-status';
export * from './esim-install';
export * from './esim-dates';
export * from './riel';
export * from './lifecycle';
export * from './order-state';
export * from './payment-state';
export * from './refund-rules';
export * from './discounts';
export * from './staff-permissions';
export * from './csv';
export * from './esim-readiness';
