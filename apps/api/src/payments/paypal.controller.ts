import { BadRequestException, Body, Controller, Headers, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PaypalCaptureOrderResponse, PaypalCreateOrderResponse } from '@app/contracts';
import { PaypalCheckout, PaypalWebhooks, type WebhookReceipt } from '@app/payments';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CsrfExempt } from '../common/csrf';
import { CurrentAuth } from '../common/current-user.decorator';
import { Public } from '../common/policy.decorator';
import { RateLimit } from '../common/rate-limit';
import type { RequestAuth } from '../common/request-auth';
import { NoStore } from '../common/no-store';
import { PaypalCaptureOrderDto, PaypalCreateOrderDto } from './dto/paypal.dto';
import { shownAmountCents } from './shown-amount';

/**
 * PayPal (Orders v2, created and captured by our server): create-order for our order, capture-order
 * after the buyer approved, and PayPal's webhook. No status a browser or an event sends is applied:
 * the order is read back from PayPal first.
 */
@ApiTags('paypal')
@Public()
@NoStore()
@Controller('paypal')
export class PaypalController {
  constructor(
    private readonly checkout: PaypalCheckout,
    private readonly webhooks: PaypalWebhooks,
  ) {}

  @Post('create-order')
  @HttpCode(200)
  @RateLimit('create-order')
  @ApiOperation({ summary: "Creates the PayPal order for our order's PayPal attempt (order owner only)" })
  createOrder(
    @Body() dto: PaypalCreateOrderDto,
    @Headers('x-order-token') headerToken: string | undefined,
    @CurrentAuth() auth: RequestAuth | undefined,
  ): Promise<PaypalCreateOrderResponse> {
    return this.checkout.createOrder(
      { orderId: dto.orderId, orderNumber: dto.orderNumber, amountCents: shownAmountCents(dto.amount) },
      {
        userId: auth?.user.id ?? null,
        token: dto.accessToken ?? headerToken ?? null,
      },
    );
  }

  @Post('capture-order')
  @ApiOperation({
    summary:
      'Captures the approved PayPal order, verifies it with PayPal, confirms our order (200, or 202 pending)',
  })
  async captureOrder(
    @Body() dto: PaypalCaptureOrderDto,
    @Headers('x-order-token') headerToken: string | undefined,
    @CurrentAuth() auth: RequestAuth | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PaypalCaptureOrderResponse> {
    const pending = dto.orderData ?? {};
    const text = (value: unknown): string | null =>
      typeof value === 'string' && value.length <= 128 ? value : null;
    const result = await this.checkout.captureOrder(dto.orderID, {
      userId: auth?.user.id ?? null,
      token: dto.accessToken ?? text(pending.accessToken) ?? headerToken ?? null,
    });
    reply.status(result.status === 'pending' ? 202 : 200);
    return result;
  }

  /** PayPal's webhook: its signature verified offline, once per event id; queues a check. */
  @Post('webhook')
  @CsrfExempt()
  @HttpCode(200)
  @ApiOperation({
    summary: 'PayPal webhook (a hint: the order is read back from PayPal before anything moves)',
  })
  webhook(@Req() request: FastifyRequest): Promise<WebhookReceipt> {
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body))
      throw new BadRequestException({ code: 'MALFORMED_WEBHOOK', message: 'A JSON object is expected' });
    // The signature covers the body's bytes as PayPal sent them (rawBody: true in bootstrap).
    const raw = (request as FastifyRequest & { rawBody?: Buffer | string }).rawBody ?? JSON.stringify(body);
    return this.webhooks.receive(request.headers, raw, body as Record<string, unknown>);
  }
}
