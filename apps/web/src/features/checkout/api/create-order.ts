import { useMutation } from '@tanstack/react-query';
import type { CreateOrderRequest, CreateOrderResponse } from '@app/contracts';
import { api } from '../../../lib/api-client';

/**
 * POST /api/create-order with an Idempotency-Key: the key belongs to one submission (a retry of
 * that submission sends it again and gets the same order; a new submission makes a new key).
 */
export const createOrder = (body: CreateOrderRequest, idempotencyKey: string) =>
  api<CreateOrderResponse>('/api/create-order', {
    method: 'POST',
    body,
    headers: { 'idempotency-key': idempotencyKey },
  });

export const useCreateOrder = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateOrderRequest; idempotencyKey: string }) =>
      createOrder(body, idempotencyKey),
  });

export const newIdempotencyKey = (): string => crypto.randomUUID();
