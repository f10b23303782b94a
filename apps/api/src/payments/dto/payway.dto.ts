import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { OrderReferenceDto } from './order-reference.dto';

const TRAN_ID = /^[A-Za-z0-9_-]{1,20}$/;
const TRAN_ID_MESSAGE = 'tran_id must be 1 to 20 characters of A-Z, a-z, 0-9, _ or -';

export class TranIdParams {
  @ApiProperty({ example: 'DL261122K7Q2XMC1' })
  @Matches(TRAN_ID, { message: 'transactionId must be 1 to 20 characters of A-Z, a-z, 0-9, _ or -' })
  transactionId: string;
}

export class QrTranIdParams {
  @ApiProperty({ example: 'DL261122K7Q2XMC1' })
  @Matches(TRAN_ID, { message: TRAN_ID_MESSAGE })
  tranId: string;
}

/** GET /api/payway/qr-data/{tranId}?renew=1: the payer pressed New QR. */
export class QrDataQuery {
  @ApiPropertyOptional({ description: '1: make a fresh QR when the last one ran out (the New QR button)' })
  @IsOptional()
  @IsIn(['1'], { message: 'renew must be 1 when given' })
  renew?: '1';
}

/** POST /api/payway/generate-popup-form: which order; every amount or item sent along is only compared or ignored. */
export class GeneratePopupFormDto extends OrderReferenceDto {
  @ApiPropertyOptional({ description: 'The tran_id from create-order (or the renewal payWayTransactionId)' })
  @IsOptional()
  @Matches(TRAN_ID, { message: 'transactionId must be 1 to 20 characters of A-Z, a-z, 0-9, _ or -' })
  transactionId?: string;

  // The spec's payload also carries these; the form is built from the stored order.
  @Allow() customerName?: unknown;
  @Allow() customerEmail?: unknown;
  @Allow() customerPhone?: unknown;
  @Allow() items?: unknown;
}

export class TranIdBodyDto {
  @ApiProperty({ example: 'DL261122K7Q2XMC1' })
  @Matches(TRAN_ID, { message: TRAN_ID_MESSAGE })
  tran_id: string;
}

export class ProcessReturnDto extends TranIdBodyDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'payment_method must be a string' })
  @MaxLength(40, { message: 'payment_method is too long' })
  payment_method?: string;
}

/** GET /api/payway/return: the spec's manual return. status and amount are read and ignored. */
export class ReturnQuery extends TranIdBodyDto {
  @Allow() status?: unknown;
  @Allow() amount?: unknown;
}

export class TransactionQuery {
  @ApiPropertyOptional({ example: 'DL261122K7Q2XMC1' })
  @IsOptional()
  @Matches(TRAN_ID, { message: 'transactionId must be 1 to 20 characters of A-Z, a-z, 0-9, _ or -' })
  transactionId?: string;
}
