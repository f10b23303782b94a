export * from './admin-orders.service';
export * from './admin-overview.service';
export * from './admin.module';
export * from './order-filters';
