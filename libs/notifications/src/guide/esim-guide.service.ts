import { Injectable, NotFoundException } from '@nestjs/common';
import { AppConfig, AppLogger } from '@app/core';
import type { GenerateEsimGuideReply } from '@app/contracts';
import { resources, type Language } from '@app/i18n';
import { fill } from '../email/fill';
import { renderEsimGuidePdf } from '../pdf/esim-guide.pdf';
import { createHash, timingSafeEqual } from 'node:crypto';
import { EsimGuideSource, type EsimGuideOrder, type GuideRequester } from './esim-guide-source';

/** The spec's message when the server cannot build the PDF (the browser builds it instead). */
export const PDF_FAILED_MESSAGE = 'Unable to generate PDF. Please contact support for assistance.';

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** The order's owner, or the holder of its order link (compared in constant time). */
function mayOpen(order: EsimGuideOrder, requester: GuideRequester): boolean {
  if (order.ownerId && requester.userId && order.ownerId === requester.userId) return true;
  return Boolean(requester.token && timingSafeEqual(digest(requester.token), digest(order.accessToken)));
}

/** Finds the caller's order or answers 404 (the same for "missing" and "not yours"). */
export async function ownedOrder(
  source: EsimGuideSource,
  orderNumber: string,
  requester: GuideRequester,
): Promise<EsimGuideOrder> {
  const order = await source.findByOrderNumber(orderNumber);
  if (!order || !mayOpen(order, requester) || order.esims.length === 0) {
    throw new NotFoundException({ message: 'Order Not Found', code: 'ORDER_NOT_FOUND' });
  }
  return order;
}

/**
 * POST /api/pdf/generate-esim-guide: the guide of the caller's own order, built from the server's
 * data (never from what the browser sends). If rendering fails the reply says so and asks the
 * browser to build its simpler PDF (useClientGeneration).
 */
@Injectable()
export class EsimGuideService {
  constructor(
    private readonly source: EsimGuideSource,
    private readonly config: AppConfig,
    private readonly logger: AppLogger,
  ) {}

  async generate(
    orderNumber: string,
    requester: GuideRequester,
    language: Language,
  ): Promise<GenerateEsimGuideReply> {
    const order = await ownedOrder(this.source, orderNumber, requester);
    try {
      const pdf = await renderEsimGuidePdf(
        {
          orderNumber: order.orderNumber,
          customerName: order.customerName,
          esims: order.esims,
          paid: order.paid,
          support: {
            email: this.config.mail.supportEmail,
            telegram: this.config.mail.supportTelegram,
            phone: this.config.mail.supportPhone,
            promise: this.config.mail.supportPromise,
          },
        },
        language,
      );
      return {
        success: true,
        pdfData: pdf.toString('base64'),
        fileName: fill(resources[language].translation.notifications.guide.fileName, {
          orderNumber: order.orderNumber,
        }),
        useClientGeneration: false,
        error: null,
      };
    } catch (error) {
      this.logger.error({ err: error, orderNumber }, 'eSIM guide PDF failed');
      return {
        success: false,
        pdfData: null,
        fileName: null,
        useClientGeneration: true,
        error: PDF_FAILED_MESSAGE,
      };
    }
  }
}
