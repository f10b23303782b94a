import { Injectable, NotFoundException } from '@nestjs/common';
import { mayAccessOrder, Order, OrderItem, type OrderRequester } from '@app/orders';
import { DataSource } from 'typeorm';
import { Payment } from './payment.entity';
import type { PayerOrder } from './payway-gateway';
import { TRAN_ID_PATTERN } from './tran-id';

export interface AttemptWithOrder {
  payment: Payment;
  order: Order;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const transactionNotFound = (): NotFoundException =>
  new NotFoundException({ code: 'TRANSACTION_NOT_FOUND', message: 'Transaction not found' });

/** Reads attempts and their orders by the identifiers the browser holds (tran_id, order id or number). */
@Injectable()
export class PaymentLookup {
  constructor(private readonly dataSource: DataSource) {}

  /** The attempt with this tran_id and its order, with the order's access token hash (for ownership checks). */
  async byTranId(tranId: string): Promise<AttemptWithOrder | null> {
    if (!TRAN_ID_PATTERN.test(tranId)) return null;
    const payment = await this.dataSource.getRepository(Payment).findOneBy({ tranId });
    if (!payment) return null;
    const order = await this.orderWithSecret(payment.orderId);
    return order ? { payment, order } : null;
  }

  async orderById(orderId: string): Promise<Order | null> {
    return UUID.test(orderId) ? this.orderWithSecret(orderId) : null;
  }

  async orderByNumber(orderNumber: string): Promise<Order | null> {
    const found = await this.dataSource.getRepository(Order).findOne({
      where: { orderNumber },
      select: { id: true },
    });
    return found ? this.orderWithSecret(found.id) : null;
  }

  private orderWithSecret(orderId: string): Promise<Order | null> {
    return this.dataSource
      .getRepository(Order)
      .createQueryBuilder('o')
      .addSelect('o.accessTokenHash')
      .where('o.id = :orderId', { orderId })
      .getOne();
  }

  /** subscribe_order: the order's room is for its signed-in user or its guest token. */
  async mayJoinOrderRoom(orderId: unknown, requester: OrderRequester): Promise<boolean> {
    if (typeof orderId !== 'string') return false;
    const order = await this.orderById(orderId);
    return order !== null && mayAccessOrder(order, requester);
  }

  /** The order's attempts with one method, newest first. */
  attempts(orderId: string, method: Payment['method']): Promise<Payment[]> {
    return this.dataSource
      .getRepository(Payment)
      .find({ where: { orderId, method }, order: { createdAt: 'DESC', tranId: 'DESC' } });
  }

  allAttempts(orderId: string): Promise<Payment[]> {
    return this.dataSource.getRepository(Payment).find({ where: { orderId }, order: { createdAt: 'ASC' } });
  }

  items(orderId: string): Promise<OrderItem[]> {
    return this.dataSource.getRepository(OrderItem).find({ where: { orderId }, order: { id: 'ASC' } });
  }

  /** What the gateway gets to know about the order (payer fields and descriptive items). */
  async payerOrder(order: Order): Promise<PayerOrder> {
    return payerOrder(order, await this.items(order.id));
  }
}

/** The payer fields and descriptive items PayWay gets for an order. */
export function payerOrder(order: Order, items: OrderItem[]): PayerOrder {
  return {
    orderNumber: order.orderNumber,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    items: items.map((item) => ({
      destination: item.destination,
      data: item.data,
      quantity: item.quantity,
      unitCents: item.unitCents,
    })),
  };
}
