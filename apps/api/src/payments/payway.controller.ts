import {
  BadRequestException,
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  BackupCheckResponse,
  PaymentFormResponse,
  ProcessReturnResponse,
  QrDataResponse,
  TransactionCheckResponse,
} from '@app/contracts';
import { KhqrAttempts, PaymentForms, PaymentStatusService } from '@app/payments';
import type { FastifyRequest } from 'fastify';
import { CsrfExempt } from '../common/csrf';
import { CurrentAuth } from '../common/current-user.decorator';
import { Public } from '../common/policy.decorator';
import { RateLimit } from '../common/rate-limit';
import type { RequestAuth } from '../common/request-auth';
import { NoStore } from '../common/no-store';
import {
  GeneratePopupFormDto,
  ProcessReturnDto,
  QrDataQuery,
  QrTranIdParams,
  ReturnQuery,
  TranIdBodyDto,
  TranIdParams,
} from './dto/payway.dto';
import { shownAmountCents } from './shown-amount';

/**
 * PayWay: the signed form, the KHQR, the pushback and the browser's return and status checks.
 * Nothing here believes a payment status it is sent: the worker verifies with check-transaction-2.
 */
@ApiTags('payway')
@Public()
@NoStore()
@Controller('payway')
export class PaywayController {
  constructor(
    private readonly forms: PaymentForms,
    private readonly khqr: KhqrAttempts,
    private readonly status: PaymentStatusService,
  ) {}

  @Post('generate-popup-form')
  @HttpCode(200)
  @ApiOperation({ summary: "The signed purchase form of the order's checkout attempt (order owner only)" })
  generatePopupForm(
    @Body() dto: GeneratePopupFormDto,
    @Headers('x-order-token') headerToken: string | undefined,
    @CurrentAuth() auth: RequestAuth | undefined,
  ): Promise<PaymentFormResponse> {
    return this.forms.popupForm(
      {
        transactionId: dto.transactionId,
        orderId: dto.orderId,
        orderNumber: dto.orderNumber,
        amountCents: shownAmountCents(dto.amount),
      },
      {
        userId: auth?.user.id ?? null,
        token: dto.accessToken ?? headerToken ?? null,
      },
    );
  }

  @Get('qr-data/:tranId')
  @RateLimit('status-read')
  @ApiOperation({
    summary: "The order's KHQR, rendered by us from the gateway's qrString, and the bank app deeplink",
  })
  qrData(@Param() params: QrTranIdParams, @Query() query: QrDataQuery): Promise<QrDataResponse> {
    return this.khqr.qrData(params.tranId, query.renew === '1');
  }

  /** PayWay's server-to-server pushback: JSON, maybe signed; a hint that queues a verification. */
  @Post('pushback')
  @CsrfExempt()
  @HttpCode(200)
  @ApiOperation({
    summary: 'PayWay pushback (a hint: queues a check-transaction; its status is never applied)',
  })
  async pushback(@Req() request: FastifyRequest): Promise<{ received: true }> {
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body))
      throw new BadRequestException({ code: 'MALFORMED_PUSHBACK', message: 'A JSON object is expected' });
    const result = await this.status.pushback(request.headers, body as Record<string, unknown>);
    if (!result.accepted)
      throw new BadRequestException({
        code: 'MALFORMED_PUSHBACK',
        message: 'tran_id and status are required',
      });
    return { received: true };
  }

  @Get('return')
  @RateLimit('status-read')
  @ApiOperation({
    summary: "The spec's manual return: queues a check; status and amount in the URL are ignored",
  })
  manualReturn(@Query() query: ReturnQuery): Promise<TransactionCheckResponse> {
    return this.status.checkTransaction(query.tran_id);
  }

  @Post('process-return')
  @RateLimit('status-read')
  @HttpCode(200)
  @ApiOperation({ summary: 'The gateway return on /my-esims: queues a check, answers the verified state' })
  processReturn(@Body() dto: ProcessReturnDto): Promise<ProcessReturnResponse> {
    return this.status.processReturn(dto.tran_id);
  }

  @Post('check-transaction/:transactionId')
  @RateLimit('status-read')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Queues a check; answers the verified state (isPaymentConfirmed, status, amount)',
  })
  checkTransaction(@Param() params: TranIdParams): Promise<TransactionCheckResponse> {
    return this.status.checkTransaction(params.transactionId);
  }

  @Post('check-transaction-backup')
  @RateLimit('status-read')
  @HttpCode(200)
  @ApiOperation({ summary: "The return page's backup check (status '0' once paid)" })
  backupCheck(@Body() dto: TranIdBodyDto): Promise<BackupCheckResponse> {
    return this.status.backupCheck(dto.tran_id);
  }
}
