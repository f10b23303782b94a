export * from './app-build-info';
export * from './backup-export';
export * from './emergency-stop';
export * from './force-logout';
export * from './operations-log';
export * from './queue-control';
export * from './system-status';
