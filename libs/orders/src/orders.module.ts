import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OrderItem } from './order-item.entity';
import { Order } from './order.entity';
import { OrderTimelineWriter } from './order-timeline';

/** The order tables; placing and paying orders is libs/payments' CheckoutService and PaymentVerification. */
@Module({
  imports: [TypeOrmModule.forFeature([Order, OrderItem])],
  providers: [OrderTimelineWriter],
  exports: [TypeOrmModule, OrderTimelineWriter],
})
export class OrdersModule {}
