export * from './notifications';
export * from './accounts';
export * from './cart';
export * from './catalogue';
export * from './checkout';
export * from './realtime-events';
export * from './system';
