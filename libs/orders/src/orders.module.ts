import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DiscountCode } from './discounts/discount-code.entity';
import { OrderItem } from './order-item.entity';
import { Order } from './order.entity';
import { OrderTimelineWriter } from './order-timeline';
import { OrderTransitions } from './order-transitions';

/**
 * The order tables and the only writer of an order's status (OrderTransitions); placing and paying
 * orders is libs/payments' CheckoutService and PaymentVerification.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Order, OrderItem, DiscountCode])],
  providers: [OrderTimelineWriter, OrderTransitions],
  exports: [TypeOrmModule, OrderTimelineWriter, OrderTransitions],
})
export class OrdersModule {}
