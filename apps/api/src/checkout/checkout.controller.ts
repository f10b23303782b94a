import { BadRequestException, Body, Controller, Headers, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SESSION_ID_PATTERN, type CreateOrderResponse, type DiscountQuote } from '@app/contracts';
import { fromDecimalString, fromMajorUnits, isDomainRuleError, normalisePhone } from '@app/domain';
import { languageFromAcceptLanguage } from '@app/i18n';
import { requestFingerprint, type RequestedItem } from '@app/orders';
import { CheckoutService } from '@app/payments';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentAuth } from '../common/current-user.decorator';
import { Public } from '../common/policy.decorator';
import { RateLimit } from '../common/rate-limit';
import { addressKey } from '@app/accounts';
import type { RequestAuth } from '../common/request-auth';
import { NoStore } from '../common/no-store';
import { CreateOrderDto, DiscountCheckDto, type CreateOrderItemDto } from './dto/create-order.dto';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{1,100}$/;

/** The browser's total, in cents: a JSON number of dollars (12.5) or a decimal text ('12.50'). */
export function clientTotalCents(value: unknown): number {
  try {
    if (typeof value === 'number') return fromMajorUnits(value);
    if (typeof value === 'string') return fromDecimalString(value.trim());
  } catch (error) {
    if (!isDomainRuleError(error)) throw error;
  }
  throw new BadRequestException({
    code: 'INVALID_TOTAL',
    message: 'totalAmount must be an amount in USD with at most 2 decimals',
    details: { field: 'totalAmount' },
  });
}

@ApiTags('checkout')
@Public()
@NoStore()
@Controller()
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  @Post('create-order')
  @HttpCode(201)
  @RateLimit('create-order')
  @ApiOperation({
    summary: 'Place an order (guest checkout allowed): priced by the server, its payment attempt and form',
  })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'A repeat returns the first result' })
  @ApiCreatedResponse({ description: 'The order, its tran_id and (PayWay) the signed purchase form' })
  async createOrder(
    @Body() dto: CreateOrderDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Headers('x-session-id') headerSessionId: string | undefined,
    @Headers('accept-language') acceptLanguage: string | undefined,
    @CurrentAuth() auth: RequestAuth | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CreateOrderResponse> {
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw new BadRequestException({
        code: 'INVALID_IDEMPOTENCY_KEY',
        message: 'Idempotency-Key must be 1 to 100 characters of A-Z, a-z, 0-9, _ . : or -',
      });
    }
    const sessionId = sessionOf(dto.sessionId, headerSessionId);
    const { response, replayed } = await this.checkout.createOrder({
      customerName: dto.customerName,
      customerEmail: dto.customerEmail ? dto.customerEmail.toLowerCase() : null,
      customerPhone: normalisePhone(dto.customerPhone),
      items: requestedItems(dto.items),
      clientTotalCents: clientTotalCents(dto.totalAmount),
      paymentMethod: dto.paymentMethod,
      sessionId,
      userId: auth?.user.id ?? null,
      clientAddress: addressKey(request.ip),
      requestId: String(request.id),
      language: dto.language ?? languageFromAcceptLanguage(acceptLanguage),
      idempotencyKey: idempotencyKey ?? null,
      requestHash: requestFingerprint(dto),
      discountCode: dto.discountCode || null,
    });
    if (replayed) void reply.header('idempotent-replayed', 'true');
    return response;
  }

  @Post('discount-codes/check')
  @HttpCode(200)
  @RateLimit('discount-check')
  @ApiOperation({ summary: 'What a discount code takes off these items (422 naming why it does not apply)' })
  checkDiscount(
    @Body() dto: DiscountCheckDto,
    @Headers('x-session-id') headerSessionId: string | undefined,
    @CurrentAuth() auth: RequestAuth | undefined,
  ): Promise<DiscountQuote> {
    const sessionId = sessionOf(dto.sessionId, headerSessionId);
    return this.checkout.quoteDiscount(dto.code, requestedItems(dto.items), sessionId, {
      userId: auth?.user.id ?? null,
      email: dto.customerEmail ? dto.customerEmail.toLowerCase() : (auth?.user.email ?? null),
      phone: dto.customerPhone ? normalisePhone(dto.customerPhone) : '',
    });
  }
}

/** The browser session: the body's sessionId, else a valid X-Session-Id header. */
const sessionOf = (fromBody: string | undefined, header: string | undefined): string | null =>
  fromBody ?? (header && SESSION_ID_PATTERN.test(header) ? header : null);

/** The requested lines of a checkout body: a package id (or the dialog's `id`), a quantity and DayPass days. */
function requestedItems(items: CreateOrderItemDto[]): RequestedItem[] {
  return items.map((item, index) => {
    const packageId = item.packageId ?? item.id;
    if (packageId === undefined)
      throw new BadRequestException({
        message: `items[${index}].packageId is required`,
        details: { field: `items[${index}].packageId` },
      });
    return { packageId, quantity: item.quantity ?? 1, days: item.customDays ?? item.dayPassDays ?? null };
  });
}
