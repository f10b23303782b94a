import { Injectable } from '@nestjs/common';
import { DomainEvent, OnEvent, RealtimePublisher } from '@app/core';
import { rooms } from '@app/contracts';

type OrderEvent =
  | 'order.created'
  | 'payment.status_changed'
  | 'esim.provisioned'
  | 'esim.provisioning_changed'
  | 'order.needs_attention'
  | 'payment.refunded';

/**
 * Tells the admins' open panels that an order changed (room admins, `admin_order_changed`), so the
 * Orders tab, Overview and an open order page refetch without waiting for focus.
 */
@Injectable()
export class AdminOrderPushes {
  constructor(private readonly realtime: RealtimePublisher) {}

  private push(event: DomainEvent<OrderEvent>): void {
    this.realtime.publish(rooms.admins(), 'admin_order_changed', {
      orderId: event.payload.orderId,
      event: event.type,
    });
  }

  @OnEvent('order.created')
  created(event: DomainEvent<'order.created'>): void {
    this.push(event);
  }

  @OnEvent('payment.status_changed')
  paymentChanged(event: DomainEvent<'payment.status_changed'>): void {
    this.push(event);
  }

  @OnEvent('esim.provisioned')
  provisioned(event: DomainEvent<'esim.provisioned'>): void {
    this.push(event);
  }

  @OnEvent('esim.provisioning_changed')
  provisioningChanged(event: DomainEvent<'esim.provisioning_changed'>): void {
    this.push(event);
  }

  @OnEvent('order.needs_attention')
  needsAttention(event: DomainEvent<'order.needs_attention'>): void {
    this.push(event);
  }

  @OnEvent('payment.refunded')
  refunded(event: DomainEvent<'payment.refunded'>): void {
    this.push(event);
  }
}
