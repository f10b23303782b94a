import { Injectable } from '@nestjs/common';
import { AppConfig, AppLogger, Outbox } from '@app/core';
import type { QrDataResponse } from '@app/contracts';
import { QR_ERROR_CORRECTION_LEVEL, QR_MARGIN, QR_SIZE_SCREEN_PX, toDecimalString } from '@app/domain';
import type { Order } from '@app/orders';
import { isProviderError } from '@app/providers';
import { toDataURL } from 'qrcode';
import { DataSource, QueryFailedError } from 'typeorm';
import { issueAttempt } from './issue-attempt';
import { newAttempt } from './new-attempt';
import { isLiveAttempt, PaymentLookup, transactionNotFound } from './payment-lookup';
import { Payment } from './payment.entity';
import { movePayment } from './payment-verification';
import { PaywayGateway } from './payway-gateway';

/** Rendered twice the on-screen size, so the 160 px QR stays sharp on dense screens. */
const QR_RENDER_PX = QR_SIZE_SCREEN_PX * 2;

export const renderQr = (qrString: string): Promise<string> =>
  toDataURL(qrString, {
    width: QR_RENDER_PX,
    margin: QR_MARGIN,
    errorCorrectionLevel: QR_ERROR_CORRECTION_LEVEL,
  });

/**
 * The bank-QR card of the payment dialog. A tran_id is single-use at PayWay, so the QR is its own
 * attempt (method khqr, tran_id `<order number>Q<n>`) beside the checkout form's: whichever is paid
 * first confirms the order and the other is closed. The attempt is created server to server
 * (Purchase API, abapay_khqr_deeplink); we render the gateway's qrString ourselves.
 */
@Injectable()
export class KhqrAttempts {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly lookup: PaymentLookup,
    private readonly gateway: PaywayGateway,
    private readonly config: AppConfig,
    private readonly logger: AppLogger,
  ) {}

  /**
   * GET /api/payway/qr-data/{tranId}: any tran_id of the order finds its KHQR attempt (made on first
   * ask). Once a QR has run out, a fresh one is made only when the payer asks for it (`renew`: the
   * New QR button), never by the page's polling: an open tab must not keep an order alive.
   */
  async qrData(tranId: string, renew = false): Promise<QrDataResponse> {
    const found = await this.lookup.byTranId(tranId);
    if (!found || found.order.paymentMethod !== 'payway_khqr') throw transactionNotFound();
    const { order } = found;
    const answer = (attempt: Payment | null, reason?: QrDataResponse['reason']): QrDataResponse => ({
      success: false,
      qrCodeUrl: null,
      deeplink: null,
      tranId: attempt?.tranId ?? null,
      amount: toDecimalString(order.totalCents),
      currency: 'USD',
      expiresAt: attempt?.expiresAt.toISOString() ?? null,
      reason,
    });
    if (order.status !== 'pending') return answer(null, 'closed');
    const attempts = await this.lookup.attempts(order.id, 'khqr');
    let attempt = attempts.find(isLiveAttempt) ?? null;
    if (!attempt && attempts.length > 0 && !renew) return answer(attempts[0], 'expired');
    if (!attempt) {
      attempt = await this.create(order, attempts.length);
      if (!attempt) return answer(null, 'preparing');
      await this.issue(attempt, order);
    } else if (attempt.status === 'created' && !attempt.qrString && this.abandoned(attempt)) {
      await this.issue(attempt, order);
    }
    if (attempt.status === 'expired' || attempt.expiresAt.getTime() <= Date.now())
      return answer(attempt, 'expired');
    if (attempt.status !== 'pending' && attempt.status !== 'created') return answer(attempt, 'closed');
    if (!attempt.qrString) return answer(attempt, attempt.status === 'created' ? 'preparing' : 'unavailable');
    return {
      success: true,
      qrCodeUrl: await renderQr(attempt.qrString),
      deeplink: attempt.deeplink,
      tranId: attempt.tranId,
      amount: toDecimalString(attempt.amountCents),
      currency: 'USD',
      expiresAt: attempt.expiresAt.toISOString(),
    };
  }

  /** Inserts the attempt; a concurrent request that won the partial unique index makes it instead. */
  private async create(order: Order, count: number): Promise<Payment | null> {
    const repo = this.dataSource.getRepository(Payment);
    try {
      return await repo.save(repo.create(newAttempt(order, 'khqr', count + 1, new Date())));
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505')
        return null;
      throw error;
    }
  }

  /** An attempt left `created` by a request that died mid-call may be issued again after the call's timeout. */
  private abandoned(attempt: Payment): boolean {
    return Date.now() - attempt.updatedAt.getTime() > this.config.providerTimeoutMs + 2000;
  }

  /**
   * Creates the KHQR transaction at PayWay and stores its QR: created → pending in one transaction
   * with payment.issued (which schedules the checks). A tran_id PayWay already knows (the first call
   * timed out after PayWay took it) cannot give its QR again: that attempt is expired and the next
   * request makes a new one.
   */
  private async issue(attempt: Payment, order: Order): Promise<void> {
    await this.dataSource.getRepository(Payment).update({ id: attempt.id }, { updatedAt: new Date() });
    const askedAt = new Date();
    try {
      const khqr = await this.gateway.createKhqr(attempt, await this.lookup.payerOrder(order));
      await this.dataSource.transaction(async (manager) => {
        await manager.update(
          Payment,
          { id: attempt.id },
          { qrString: khqr.qrString, deeplink: khqr.deeplink ?? null },
        );
        attempt.qrString = khqr.qrString;
        attempt.deeplink = khqr.deeplink ?? null;
        await issueAttempt(manager, this.outbox, attempt, askedAt);
      });
    } catch (error) {
      this.logger.warn({ err: error, tranId: attempt.tranId }, 'KHQR could not be created');
      if (isProviderError(error) && error.code === 'DUPLICATE_TRAN_ID') {
        await this.dataSource.transaction((manager) =>
          movePayment(manager, attempt.id, 'created', 'expired'),
        );
        attempt.status = 'expired';
      }
    }
  }
}
