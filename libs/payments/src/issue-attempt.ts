import { Outbox } from '@app/core';
import { EntityManager } from 'typeorm';
import { Payment } from './payment.entity';
import { movePayment } from './payment-verification';

const minutes = (count: number): number => count * 60 * 1000;

/**
 * Hands an attempt to the payer: created → pending, its lifetime counted from `issuedAt` (for a KHQR:
 * the moment we asked PayWay, so our deadline is never after the gateway's), and the outbox event
 * that makes the worker schedule its checks. Inside the caller's transaction.
 */
export async function issueAttempt(
  manager: EntityManager,
  outbox: Outbox,
  payment: Payment,
  issuedAt = new Date(),
): Promise<void> {
  await movePayment(manager, payment.id, payment.status, 'pending');
  const expiresAt = new Date(issuedAt.getTime() + minutes(payment.lifetimeMinutes));
  await manager.update(Payment, { id: payment.id }, { issuedAt, expiresAt });
  Object.assign(payment, { status: 'pending', issuedAt, expiresAt });
  await outbox.add(manager, 'payment.issued', { paymentId: payment.id, orderId: payment.orderId });
}
