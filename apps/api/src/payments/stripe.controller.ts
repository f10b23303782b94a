import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  PaymentMethodsResponse,
  StripeReturnResponse,
  StripeSessionResponse,
  StripeStatusResponse,
} from '@app/contracts';
import { StripeCheckout, StripeWebhooks, type StripeWebhookReceipt } from '@app/payments';
import type { FastifyRequest } from 'fastify';
import { CsrfExempt } from '../common/csrf';
import { CurrentAuth } from '../common/current-user.decorator';
import { NoStore } from '../common/no-store';
import { Public } from '../common/policy.decorator';
import { RateLimit } from '../common/rate-limit';
import type { RequestAuth } from '../common/request-auth';
import { OrderReferenceDto } from './dto/order-reference.dto';
import { StripeStatusQueryDto } from './dto/stripe.dto';

/**
 * Stripe card payments (Checkout Sessions created by our server): the session for our order's Stripe
 * attempt, the order page's view of it, and Stripe's webhook. Nothing the browser or an event says is
 * applied: the worker reads the session back from Stripe first.
 */
@ApiTags('stripe')
@Public()
@NoStore()
@Controller()
export class StripeController {
  constructor(
    private readonly checkout: StripeCheckout,
    private readonly webhooks: StripeWebhooks,
  ) {}

  @Get('payment-methods')
  @ApiOperation({ summary: 'The payment methods checkout offers now (Stripe only while it is enabled)' })
  methods(): PaymentMethodsResponse {
    return this.checkout.methods();
  }

  @Post('stripe/checkout-session')
  @HttpCode(200)
  @RateLimit('create-order')
  @ApiOperation({
    summary: "The Checkout Session of our order's Stripe attempt; the browser goes to its url",
  })
  createSession(
    @Body() dto: OrderReferenceDto,
    @Headers('x-order-token') headerToken: string | undefined,
    @CurrentAuth() auth: RequestAuth | undefined,
  ): Promise<StripeSessionResponse> {
    return this.checkout.createSession(
      { orderId: dto.orderId, orderNumber: dto.orderNumber },
      { userId: auth?.user.id ?? null, token: dto.accessToken ?? headerToken ?? null },
    );
  }

  @Get('stripe/return/:sessionId')
  @RateLimit('status-read')
  @ApiOperation({
    summary:
      "The order number of Stripe's success URL (its session id): the browser opens the order with its own token",
  })
  returnOf(@Param('sessionId') sessionId: string): Promise<StripeReturnResponse> {
    return this.checkout.returnOf(sessionId);
  }

  @Get('stripe/status/:orderNumber')
  @RateLimit('status-read')
  @ApiOperation({
    summary:
      'A card payment as our server verified it (queues a check while the order waits); owner or token only',
  })
  status(
    @Param('orderNumber') orderNumber: string,
    @Query() query: StripeStatusQueryDto,
    @Headers('x-order-token') headerToken: string | undefined,
    @CurrentAuth() auth: RequestAuth | undefined,
  ): Promise<StripeStatusResponse> {
    return this.checkout.status(orderNumber.slice(0, 40), {
      userId: auth?.user.id ?? null,
      token: query.token ?? headerToken ?? null,
    });
  }

  /** Stripe's webhook: Stripe-Signature verified over the raw body, once per event id; queues a check. */
  @Post('stripe/webhook')
  @CsrfExempt()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Stripe webhook (a hint: the session is read back from Stripe before anything moves)',
  })
  webhook(
    @Req() request: FastifyRequest,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<StripeWebhookReceipt> {
    // The signature covers the body's bytes as Stripe sent them (rawBody: true in bootstrap).
    const raw =
      (request as FastifyRequest & { rawBody?: Buffer | string }).rawBody ??
      JSON.stringify(request.body ?? {});
    return this.webhooks.receive(raw, signature);
  }
}
