import { Order } from '@app/orders/src/order.entity';

export const entity = Order;
