export * from './notifications';
export * from './realtime-events';
export * from './system';
