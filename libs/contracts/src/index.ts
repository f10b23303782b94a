export * from './notifications';
export * from './accounts';
export * from './realtime-events';
export * from './system';
