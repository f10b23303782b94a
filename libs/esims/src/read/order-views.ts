import type { CustomerOrderView, EsimView } from '@app/contracts';
import { isOrderPaid, toDecimalString, type OrderStatus } from '@app/domain';
import type { Order, OrderItem } from '@app/orders';
import { destinationKmByName } from '../destination-km';

const packageType = (item: OrderItem): 'DayPass' | 'FixedPlan' => (item.isDayPass ? 'DayPass' : 'FixedPlan');

/** The payment's side of the order, as the order pages show it. */
export function orderPaymentStatus(status: OrderStatus): CustomerOrderView['paymentStatus'] {
  if (status === 'refunded') return 'refunded';
  if (isOrderPaid(status)) return 'completed';
  return status === 'cancelled' ? 'failed' : 'pending';
}

/** An order with its lines and eSIMs in the spec's order shape. */
export function toOrderView(
  order: Order,
  items: readonly OrderItem[],
  esims: readonly EsimView[],
  failureCode: string | null,
  khqrTransactionId: string | null = null,
): CustomerOrderView {
  const first = items[0];
  const firstEsim = esims[0];
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    kind: order.kind,
    status: order.status,
    paymentStatus: orderPaymentStatus(order.status),
    paymentMethod: order.paymentMethod,
    khqrTransactionId:
      order.status === 'pending' && order.paymentMethod === 'payway_khqr' ? khqrTransactionId : null,
    totalAmount: toDecimalString(order.totalCents),
    amount: toDecimalString(order.totalCents),
    discount:
      order.discountCode && order.discountCents > 0
        ? { code: order.discountCode, amount: toDecimalString(order.discountCents) }
        : null,
    currency: 'USD',
    createdAt: order.createdAt.toISOString(),
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customDays: first?.days ?? null,
    failureCode: order.status === 'needs_attention' ? failureCode : null,
    failureReason: order.status === 'needs_attention' ? order.failureReason : null,
    package: first
      ? {
          destination: first.destination,
          destinationKm: destinationKmByName(first.destination),
          plan: first.packageName,
          data: first.data,
          days: first.isDayPass ? (first.days ?? first.packageDays) : first.packageDays,
          type: first.isDayPass ? 'DayPass' : 'Fixed Plan',
          coverage: first.destination,
        }
      : null,
    items: items.map((item) => ({
      id: item.id,
      packageId: item.packageId,
      destination: item.destination,
      destinationKm: destinationKmByName(item.destination),
      plan: item.packageName,
      data: item.data,
      days: item.packageDays,
      customDays: item.days,
      packageType: packageType(item),
      quantity: item.quantity,
      unitAmount: toDecimalString(item.unitCents),
      lineAmount: toDecimalString(item.lineCents),
    })),
    esim: firstEsim
      ? {
          iccid: firstEsim.iccid,
          activationCode: firstEsim.activationCode,
          qrCodeData: firstEsim.qrCodeData,
          expiresAt: firstEsim.expiresAt,
          status: firstEsim.status,
          createdAt: firstEsim.createdAt,
        }
      : null,
    esims: esims.map((esim) => ({ ...esim, lpaCode: esim.qrCodeData, expiryDate: esim.expiresAt })),
  };
}
