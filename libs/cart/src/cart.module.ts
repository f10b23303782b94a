import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CartItem } from './cart-item.entity';
import { CartJobs } from './cart.jobs';
import { CartService } from './cart.service';

/** Session carts, priced by the server from the catalogue. */
@Module({
  imports: [TypeOrmModule.forFeature([CartItem])],
  providers: [CartService, CartJobs],
  exports: [CartService],
})
export class CartModule {}
