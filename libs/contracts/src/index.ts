export * from './realtime-events';
export * from './system';
