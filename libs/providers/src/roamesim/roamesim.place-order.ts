import { isProviderError } from '../http/provider-error';
import type { RoamesimClient } from './roamesim.client';
import type { PlaceOrderInput, PlaceOrderResult, RoamesimOrder } from './roamesim.types';

export interface PlaceOrderOptions {
  /** How far back the lookup by our id searches. Default 3 days. */
  lookbackDays?: number;
}

/**
 * Orders spend balance and the API has no idempotency key, so an order is never repeated blindly:
 * 1. look the order up by our id (otherOrderId/otherItemId); if it exists, return it (created false);
 * 2. otherwise order;
 * 3. if the order call fails with an unclear outcome (timeout, 5xx, garbled answer), look it up again:
 *    found = it was placed after all (recovered true); not found = rethrow the original error,
 *    still marked outcomeUnknown, so the job retries later and starts again at step 1.
 */
export async function placeOrderOnce(
  client: RoamesimClient,
  input: PlaceOrderInput,
  options: PlaceOrderOptions = {},
): Promise<PlaceOrderResult> {
  const lookup = async (): Promise<RoamesimOrder | null> => {
    const rows = await client.findOrdersByOuterId(
      input.otherOrderId,
      input.otherItemId,
      options.lookbackDays,
    );
    const first = [...rows].sort(
      (a, b) => a.createdAt.localeCompare(b.createdAt) || a.orderNum.localeCompare(b.orderNum),
    )[0];
    return first ? client.getOrderInfo(first.orderNum) : null;
  };

  const existing = await lookup();
  if (existing) return { order: existing, created: false, recovered: false };
  try {
    return { order: await submit(client, input), created: true, recovered: false };
  } catch (error) {
    if (!isProviderError(error) || !(error.outcomeUnknown || error.retryable)) throw error;
    const placed = await lookup().catch(() => null);
    if (placed) return { order: placed, created: true, recovered: true };
    throw error;
  }
}

function submit(client: RoamesimClient, input: PlaceOrderInput): Promise<RoamesimOrder> {
  switch (input.kind) {
    case 'order': {
      const { kind: _kind, ...rest } = input;
      return client.addEsimOrder(rest);
    }
    case 'orderByApiCode': {
      const { kind: _kind, ...rest } = input;
      return client.addEsimOrderByApiCode(rest);
    }
    case 'renew': {
      const { kind: _kind, ...rest } = input;
      return client.renewCard(rest);
    }
    case 'renewByApiCode': {
      const { kind: _kind, ...rest } = input;
      return client.renewCardByApiCode(rest);
    }
  }
}
