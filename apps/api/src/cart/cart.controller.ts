import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CartService } from '@app/cart';
import type { AddToCartResult, CartItemView, CartRemovalResult } from '@app/contracts';
import { Public } from '../common/policy.decorator';
import { AddToCartDto, CartItemParams, CartQuery, SessionParams, UpdateCartItemDto } from './dto/cart.dto';

/** Session carts: the server prices every line; bad input is a 400 naming the field. */
@ApiTags('cart')
@ApiBadRequestResponse({ description: 'A field is missing or out of range; the message names it' })
@Public()
@Controller('cart')
export class CartController {
  constructor(private readonly carts: CartService) {}

  @Get()
  @ApiOperation({ summary: 'The lines of a session’s cart (CartItemView[])' })
  list(@Query() query: CartQuery): Promise<CartItemView[]> {
    return this.carts.list(query.sessionId);
  }

  @Post()
  @ApiOperation({ summary: 'Add a package; the answer carries the session id the cart is kept under' })
  add(@Body() body: AddToCartDto): Promise<AddToCartResult> {
    return this.carts.add(body);
  }

  @Put(':sessionId/:packageId')
  @ApiOperation({ summary: 'Set the quantity (and a DayPass’s days) of a line' })
  update(@Param() params: CartItemParams, @Body() body: UpdateCartItemDto): Promise<CartItemView> {
    return this.carts.update(params.sessionId, params.packageId, body);
  }

  @Delete(':sessionId/:packageId')
  @ApiOperation({ summary: 'Remove one line' })
  remove(@Param() params: CartItemParams): Promise<CartRemovalResult> {
    return this.carts.remove(params.sessionId, params.packageId);
  }

  @Delete(':sessionId')
  @ApiOperation({ summary: 'Empty the cart' })
  clear(@Param() params: SessionParams): Promise<CartRemovalResult> {
    return this.carts.clear(params.sessionId);
  }
}
