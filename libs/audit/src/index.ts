export * from './admin-audit';
export * from './audit-entry';
export * from './audit-log';
export * from './audit.module';
