export * from './admin-orders.service';
export * from './admin-overview.service';
export * from './admin.module';
export * from './order-filters';
export * from './admin-packages.service';
export * from './package-filters';
export * from './admin-payment-settings.service';
export * from './package-bulk';
