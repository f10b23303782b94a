export * from './telegram.client';
export * from './telegram.types';
export * from './telegram.webhook';
