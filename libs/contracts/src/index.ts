export * from './notifications';
export * from './accounts';
export * from './cart';
export * from './catalogue';
export * from './realtime-events';
export * from './system';
