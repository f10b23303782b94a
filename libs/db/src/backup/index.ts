export * from './backup-format';
export * from './backup-file';
export * from './restore-backup';
export * from './take-backup';
