import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { mayAccessOrder, Order, OrderItem, type OrderRequester } from '@app/orders';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { newAttempt } from './new-attempt';
import { Payment } from './payment.entity';
import type { PayerOrder } from './payway-gateway';
import { TRAN_ID_PATTERN } from './tran-id';

export interface AttemptWithOrder {
  payment: Payment;
  order: Order;
}

/** An attempt that can still be paid (created, or handed to the payer). */
export const isLiveAttempt = (payment: Payment): boolean =>
  payment.status === 'created' || payment.status === 'pending';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const transactionNotFound = (): NotFoundException =>
  new NotFoundException({ code: 'TRANSACTION_NOT_FOUND', message: 'Transaction not found' });

/**
 * Reads attempts and their orders by the identifiers the browser holds (tran_id, order id or number),
 * and finds or opens the live attempt of a redirect method (PayPal, Stripe).
 */
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

  /** The attempt a provider's own id names (Stripe's Checkout Session, PayPal's order) and its order. */
  async byProviderOrderId(
    provider: 'paypal' | 'stripe',
    providerOrderId: string,
  ): Promise<AttemptWithOrder | null> {
    // uq_payment_provider_order: (provider, provider_order_id)
    const payment = await this.dataSource.getRepository(Payment).findOneBy({ provider, providerOrderId });
    if (!payment) return null;
    const order = await this.orderWithSecret(payment.orderId);
    return order ? { payment, order } : null;
  }

  async orderById(orderId: string): Promise<Order | null> {
    return UUID.test(orderId) ? this.orderWithSecret(orderId) : null;
  }

  /** The order a gateway request names: by id first, else by number (one of the two is required). */
  async orderByRef(ref: { orderId?: string; orderNumber?: string }): Promise<Order | null> {
    if (!ref.orderId && !ref.orderNumber)
      throw new BadRequestException({
        code: 'ORDER_REQUIRED',
        message: 'orderId or orderNumber is required',
      });
    if (ref.orderId) {
      const order = await this.orderById(ref.orderId);
      if (order) return order;
    }
    return ref.orderNumber ? this.orderByNumber(ref.orderNumber) : null;
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

  /**
   * The order's live attempt with a redirect method (PayPal, Stripe), or a new one after a declined
   * or expired one, as stored. One live attempt per order and method: a concurrent request that
   * inserted first wins, and its attempt is returned.
   */
  async liveAttempt(order: Order, method: 'paypal' | 'stripe'): Promise<Payment> {
    const attempts = await this.attempts(order.id, method);
    const current = attempts.find(isLiveAttempt);
    if (current) return current;
    const repo = this.dataSource.getRepository(Payment);
    const id = randomUUID();
    try {
      await repo.insert(repo.create({ id, ...newAttempt(order, method, attempts.length + 1, new Date()) }));
      return await repo.findOneByOrFail({ id });
    } catch (error) {
      const again = (await this.attempts(order.id, method)).find(isLiveAttempt);
      if (again) return again;
      throw error;
    }
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
