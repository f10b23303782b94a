import { Injectable } from '@nestjs/common';
import { JobStatus, OnJob } from '@app/core';
import { CartService } from './cart.service';

@Injectable()
export class CartJobs {
  constructor(private readonly carts: CartService) {}

  @OnJob('cart.prune')
  async prune(): Promise<JobStatus> {
    return (await this.carts.prune()) > 0 ? 'done' : 'skipped';
  }
}
