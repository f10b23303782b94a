import { ApiProperty } from '@nestjs/swagger';
import { HELD_ORDERS_MAX } from '@app/esims';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidateNested,
} from 'class-validator';

const ORDER_NUMBER = /^[A-Za-z0-9-]{6,20}$/;
const ORDER_NUMBER_MESSAGE = 'orderNumber must be an order number such as DL261122K7Q2XM';

/** One order link the browser holds. */
export class HeldOrderDto {
  @ApiProperty({ example: 'DL261122K7Q2XM' })
  @Matches(ORDER_NUMBER, { message: ORDER_NUMBER_MESSAGE })
  orderNumber: string;

  @ApiProperty({ description: 'The order link’s guest token' })
  @IsString({ message: 'token must be a string' })
  @MaxLength(128, { message: 'token is too long' })
  token: string;
}

/** POST /api/orders/held and /api/orders/claim: the order links this browser holds. */
export class HeldOrdersDto {
  @ApiProperty({ type: [HeldOrderDto] })
  @IsArray({ message: 'orders must be a list' })
  @ArrayMaxSize(HELD_ORDERS_MAX, { message: `orders may name at most ${HELD_ORDERS_MAX} orders` })
  @ValidateNested({ each: true })
  @Type(() => HeldOrderDto)
  orders: HeldOrderDto[];
}

/** POST /api/orders/find: Find my order. */
export class FindOrderDto {
  @ApiProperty({ example: 'DL261122K7Q2XM' })
  @Matches(ORDER_NUMBER, { message: ORDER_NUMBER_MESSAGE })
  orderNumber: string;

  @ApiProperty({ description: 'The email or phone number used for the order' })
  @IsString({ message: 'contact must be the email or phone number used for the order' })
  @MinLength(3, { message: 'contact must be the email or phone number used for the order' })
  @MaxLength(254, { message: 'contact is too long' })
  contact: string;
}

/** POST /api/orders/email-link: "Email me this link" on a guest's order page. */
export class EmailOrderLinkDto extends HeldOrderDto {
  @ApiProperty({ example: 'sok@example.com' })
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(254, { message: 'email is too long' })
  email: string;
}
