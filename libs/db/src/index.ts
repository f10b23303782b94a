export * from './migrate';
export * from './schema';
export * from './backup';
