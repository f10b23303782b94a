export * from './cart-item.entity';
export * from './bought-lines';
export * from './cart-view';
export * from './cart.module';
export * from './cart.service';
