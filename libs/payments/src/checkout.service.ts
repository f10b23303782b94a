import { ConflictException, HttpException, Injectable, UnprocessableEntityException } from '@nestjs/common';
import { CatalogueReadModel } from '@app/catalogue';
import { AppConfig, AppLogger, Outbox, traceOrder } from '@app/core';
import type { CreateOrderResponse, DiscountQuote } from '@app/contracts';
import { formatUsd, paymentLifecycle, toDecimalString } from '@app/domain';
import {
  hashAccessToken,
  newOrderNumber,
  Order,
  OrderItem,
  orderAccessToken,
  priceDiscount,
  priceOrder,
  recordRedemption,
  type PricedOrder,
  type DiscountCustomer,
  type OrderDiscount,
  type OnSalePackages,
  type OrderPaymentMethod,
  type RequestedItem,
} from '@app/orders';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { Payment } from './payment.entity';
import { newAttempt } from './new-attempt';
import { CatalogueMovedOn, writeNewOrder } from './new-order-write';
import { PaymentProviders } from './providers/payment-providers';

export interface PlaceOrderInput {
  customerName: string;
  customerEmail: string | null;
  customerPhone: string;
  items: RequestedItem[];
  /** What the browser showed, in cents; compared with the server's own total (null: nothing shown). */
  clientTotalCents: number | null;
  paymentMethod: OrderPaymentMethod;
  sessionId: string | null;
  userId: string | null;
  /** The client's address key (libs/accounts addressKey), for the unpaid-orders cap; null: not known. */
  clientAddress?: string | null;
  /** The request's id (x-request-id), kept on the order for its timeline. */
  requestId?: string | null;
  language: 'en' | 'km';
  idempotencyKey: string | null;
  /** Fingerprint of the request body (stored with the key; a different body is refused). */
  requestHash: string;
  /** A top-up order (kind 'topup') of this eSIM; absent for a purchase. */
  targetEsimId?: string | null;
  /** A discount code as typed (purchases only); priced and counted by the server. */
  discountCode?: string | null;
}

export interface CreatedOrder {
  response: CreateOrderResponse;
  replayed: boolean;
}

export interface PlacedOrder {
  order: Order;
  payment: Payment;
  /** The order's lines (known in memory for a new order; read back for a replay). */
  items: OrderItem[];
  accessToken: string;
  /** True when an Idempotency-Key repeat returned the first request's order. */
  replayed: boolean;
}

const customerOf = (input: PlaceOrderInput): DiscountCustomer => ({
  userId: input.userId,
  email: input.customerEmail,
  phone: input.customerPhone,
});

/** 409: the browser showed another total than the server's (prices or a code's discount changed). */
const totalMismatch = (serverCents: number, clientCents: number) =>
  new ConflictException({
    code: 'TOTAL_MISMATCH',
    message: `The order total is ${formatUsd(serverCents)}, not ${formatUsd(clientCents)}: prices changed. Please review your order.`,
    details: { totalAmount: formatUsd(serverCents).slice(1) },
  });

const isUniqueViolation = (error: unknown, constraint: string): boolean =>
  error instanceof QueryFailedError &&
  (error.driverError as { code?: string; constraint?: string }).code === '23505' &&
  (error.driverError as { constraint?: string }).constraint === constraint;

/**
 * create-order (and prepare-renewal, libs/renewals, with a target eSIM): prices the items from our catalogue, refuses a total the browser computed
 * differently (409), and writes the order, its lines, its first payment attempt and the outbox
 * events in one transaction. A PayWay order's checkout attempt is issued at once (its signed form
 * comes back with the order), which starts the worker's polling. An Idempotency-Key makes repeats,
 * even concurrent ones, return the first order.
 */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly config: AppConfig,
    private readonly providers: PaymentProviders,
    private readonly logger: AppLogger,
    private readonly catalogue: CatalogueReadModel,
  ) {}

  /** POST /api/create-order: the placed (or replayed) order, with the PayWay form for its checkout attempt. */
  async createOrder(input: PlaceOrderInput): Promise<CreatedOrder> {
    const placed = await this.placeOrder(input);
    const { order, payment } = placed;
    // from here on the request's lines name the order (trace-context)
    traceOrder(order.id);
    this.logger.info(
      { orderNumber: order.orderNumber, tranId: payment.tranId, replayed: placed.replayed },
      'order placed',
    );
    return {
      replayed: placed.replayed,
      response: {
        success: true,
        orderId: order.id,
        orderNumber: order.orderNumber,
        transactionId: payment.tranId,
        totalAmount: toDecimalString(order.totalCents),
        currency: 'USD',
        status: order.status,
        accessToken: placed.accessToken,
        paymentData: this.providers.get(payment.provider).startData(payment, order, placed.items),
        message: placed.replayed ? 'Order already created' : 'Order created successfully',
      },
    };
  }

  /** POST /api/discount-codes/check: the code priced for these items, as create-order would price it. */
  async quoteDiscount(
    code: string,
    items: RequestedItem[],
    sessionId: string | null,
    customer: DiscountCustomer,
  ): Promise<DiscountQuote> {
    const priced = await priceOrder(this.dataSource.manager, items, sessionId, {
      onSale: await this.catalogue.current(),
    });
    const discount = await priceDiscount(this.dataSource.manager, code, customer, priced.lines, {
      lock: false,
    });
    return {
      code: discount.code,
      subtotalCents: priced.summary.subtotalCents,
      discountCents: discount.totalCents,
      processingFeeCents: priced.summary.processingFeeCents,
      totalCents: priced.summary.totalCents - discount.totalCents,
      lines: priced.lines.map((line, index) => ({
        packageId: line.pkg.id,
        discountCents: discount.lineCents[index],
      })),
    };
  }

  async placeOrder(input: PlaceOrderInput): Promise<PlacedOrder> {
    // A key is replayed only within its own client: the signed-in user or the browser session.
    // Without either there is no scope to keep clients apart, so the key is not used at all.
    const scope = input.userId
      ? `user:${input.userId}`
      : input.sessionId
        ? `session:${input.sessionId}`
        : null;
    const idempotencyKey = scope ? input.idempotencyKey : null;
    if (scope && idempotencyKey) {
      const earlier = await this.replay(scope, idempotencyKey, input.requestHash);
      if (earlier) return earlier;
    }
    // The order's provider must take payments now ("Card (Stripe)" only while Stripe is enabled).
    const provider = this.providers.forOrderMethod(input.paymentMethod);
    provider.assertTakingPayments();
    // Priced from the catalogue's read model (no read); if the catalogue moved on before the write,
    // the write refuses and the order is priced again from the database.
    let onSale: OnSalePackages | null = await this.catalogue.current();
    for (let attempt = 0; ; attempt += 1) {
      const { priced, quoted } = await this.price(input, onSale);
      // Without a code the order is one statement, a transaction of its own; a code's redemption is
      // written beside it in one transaction.
      const write = (manager: EntityManager) =>
        this.insert(manager, { ...input, idempotencyKey }, scope, priced, quoted);
      try {
        return await (quoted ? this.dataSource.transaction(write) : write(this.dataSource.manager));
      } catch (error) {
        if (error instanceof CatalogueMovedOn && onSale) {
          onSale = null;
          continue;
        }
        if (scope && idempotencyKey && isUniqueViolation(error, 'uq_orders_idempotency')) {
          // A concurrent request with the same key committed first: answer with its order.
          const earlier = await this.replay(scope, idempotencyKey, input.requestHash);
          if (earlier) return earlier;
        }
        if (isUniqueViolation(error, 'uq_orders_order_number') && attempt < 3) continue;
        throw error;
      }
    }
  }

  /**
   * The order priced, its code's discount quoted, and both totals checked (422 ZERO_TOTAL, 409). A
   * refusal priced from the read model is only final once the database agrees (the copy may be a
   * moment behind a change the browser already shows).
   */
  private async price(
    input: PlaceOrderInput,
    onSale: OnSalePackages | null,
  ): Promise<{ priced: PricedOrder; quoted: OrderDiscount | null }> {
    if (onSale) {
      try {
        return await this.priceFrom(input, onSale);
      } catch (error) {
        if (!(error instanceof HttpException)) throw error;
      }
    }
    return this.priceFrom(input, null);
  }

  private async priceFrom(
    input: PlaceOrderInput,
    onSale: OnSalePackages | null,
  ): Promise<{ priced: PricedOrder; quoted: OrderDiscount | null }> {
    const priced = await priceOrder(this.dataSource.manager, input.items, input.sessionId, {
      renewal: Boolean(input.targetEsimId),
      onSale,
    });
    // A code is priced here for the total checks, then again under its lock as the order is written.
    const code = input.targetEsimId ? null : input.discountCode?.trim() || null;
    const quoted = code
      ? await priceDiscount(this.dataSource.manager, code, customerOf(input), priced.lines, { lock: false })
      : null;
    const totalCents = priced.summary.totalCents - (quoted?.totalCents ?? 0);
    if (totalCents <= 0) {
      throw new UnprocessableEntityException({
        code: 'ZERO_TOTAL',
        message: 'An order must cost more than $0.00. Please choose another package.',
      });
    }
    if (input.clientTotalCents !== null && totalCents !== input.clientTotalCents)
      throw totalMismatch(totalCents, input.clientTotalCents);
    return { priced, quoted };
  }

  private async insert(
    manager: EntityManager,
    input: PlaceOrderInput,
    scope: string | null,
    priced: PricedOrder,
    quoted: OrderDiscount | null,
  ): Promise<PlacedOrder> {
    const now = new Date();
    const discount = quoted
      ? await priceDiscount(manager, quoted.code, customerOf(input), priced.lines, { lock: true, now })
      : null;
    // another checkout used the code's last turn (or a use was given back) between the two pricings
    if (quoted && discount && discount.totalCents !== quoted.totalCents)
      throw totalMismatch(
        priced.summary.totalCents - discount.totalCents,
        priced.summary.totalCents - quoted.totalCents,
      );
    const orderId = randomUUID();
    const accessToken = orderAccessToken(this.config.security.sessionSecret, orderId);
    const order = manager.create(Order, {
      id: orderId,
      orderNumber: newOrderNumber(now),
      kind: input.targetEsimId ? 'topup' : 'purchase',
      targetEsimId: input.targetEsimId ?? null,
      status: 'pending',
      userId: input.userId,
      sessionId: input.sessionId,
      clientAddress: input.clientAddress ?? null,
      requestId: input.requestId?.slice(0, 64) ?? null,
      customerName: input.customerName,
      customerEmail: input.customerEmail,
      customerPhone: input.customerPhone,
      language: input.language,
      paymentMethod: input.paymentMethod,
      currency: 'USD',
      subtotalCents: priced.summary.subtotalCents,
      processingFeeCents: priced.summary.processingFeeCents,
      discountCode: discount?.code ?? null,
      discountCents: discount?.totalCents ?? 0,
      totalCents: priced.summary.totalCents - (discount?.totalCents ?? 0),
      idempotencyScope: input.idempotencyKey ? scope : null,
      idempotencyKey: input.idempotencyKey,
      requestHash: input.idempotencyKey ? input.requestHash : null,
      accessTokenHash: hashAccessToken(accessToken),
    });
    const items = priced.lines.map((line, index) =>
      manager.create(OrderItem, {
        id: randomUUID(),
        orderId,
        packageId: line.pkg.id,
        apiCode: line.pkg.apiCode,
        destination: line.pkg.destination,
        packageName: line.pkg.name,
        data: line.pkg.data,
        packageDays: line.pkg.days,
        isDayPass: line.pkg.isDayPass,
        days: line.days,
        quantity: line.quantity,
        unitCents: line.unitCents,
        lineCents: line.lineCents,
        discountCents: discount?.lineCents[index] ?? 0,
      }),
    );
    // The provider's first attempt. One issued at once (PayWay's checkout form, signed in the answer)
    // is written as created → pending in one step, and order.created schedules its checks.
    const { method, issued } = this.providers.forOrderMethod(input.paymentMethod).firstAttempt;
    if (issued) paymentLifecycle.assertTransition('created', 'pending');
    const payment = manager.create(Payment, {
      id: randomUUID(),
      ...newAttempt(order, method, 1, now, issued),
    });
    // The hot path: the order, its lines, the attempt and order.created in one statement, which
    // first checks the Emergency Stop (503 ORDERS_PAUSED) and the unpaid-orders cap (429).
    await writeNewOrder(
      manager,
      this.outbox,
      { order, items, payment, catalogueVersion: priced.catalogueVersion },
      this.config.limits.unpaidOrders,
      now,
    );
    if (discount) await recordRedemption(manager, orderId, discount, customerOf(input));
    return { order, payment, items, accessToken, replayed: false };
  }

  private async replay(scope: string, key: string, requestHash: string): Promise<PlacedOrder | null> {
    const order = await this.dataSource
      .getRepository(Order)
      .findOneBy({ idempotencyScope: scope, idempotencyKey: key });
    if (!order) return null;
    if (order.requestHash !== requestHash) {
      throw new UnprocessableEntityException({
        code: 'IDEMPOTENCY_KEY_REUSED',
        message: 'This Idempotency-Key was already used for a different order request',
      });
    }
    const payment = await this.dataSource
      .getRepository(Payment)
      .findOneOrFail({ where: { orderId: order.id }, order: { createdAt: 'ASC' } });
    const accessToken = orderAccessToken(this.config.security.sessionSecret, order.id);
    const items = await this.dataSource.getRepository(OrderItem).find({ where: { orderId: order.id } });
    return { order, payment, items, accessToken, replayed: true };
  }
}
