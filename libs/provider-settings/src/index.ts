export * from './masking';
export * from './provider-defaults';
export * from './provider-settings.module';
export * from './provider-settings.service';
export * from './readiness';
export * from './channel';
export * from './rotate';
