export * from './order-access';
export * from './order-identifiers';
export * from './order-item.entity';
export * from './order-pricing';
export * from './order.entity';
export * from './orders.module';
export * from './order-link';
export * from './order-intake';
