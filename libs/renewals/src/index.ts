export * from './renewal-checkout';
export * from './renewal-options';
export * from './renewal-target';
export * from './renewals.module';
export * from './rescue-renewals';
