export * from './migrate';
export * from './schema';
