import type { OrderTimelineWriter } from '@app/orders';
import { ProviderError } from '@app/providers';
import { timedProviderCall } from './provider-call';

const ORDER = '7d1c1d1e-3a7e-4f39-9a3a-0c2b0f6a1c11';

function recorder() {
  const notes: { orderId: string; kind: string; data: Record<string, unknown> }[] = [];
  const writer = {
    note: async (orderId: string, kind: string, data: Record<string, unknown>) => {
      notes.push({ orderId, kind, data });
    },
  } as unknown as OrderTimelineWriter;
  return { notes, writer };
}

describe('timedProviderCall', () => {
  it('puts a call that answered on the timeline with its method, latency and what it returned', async () => {
    const { notes, writer } = recorder();
    const result = await timedProviderCall(
      writer,
      ORDER,
      'placeOrderOnce',
      async () => ({ orderNum: 'EP1' }),
      (answer) => ({ providerOrderNumber: answer.orderNum }),
    );
    expect(result).toEqual({ orderNum: 'EP1' });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      orderId: ORDER,
      kind: 'provider.call',
      data: { method: 'placeOrderOnce', outcome: 'ok', providerOrderNumber: 'EP1' },
    });
    expect(Number.isInteger(notes[0].data.latencyMs)).toBe(true);
  });

  it('puts a failed call on the timeline with the provider error code and passes the error on', async () => {
    const { notes, writer } = recorder();
    const refusal = new ProviderError('roamesim', '1012', 'insufficient balance', false);
    await expect(
      timedProviderCall(
        writer,
        ORDER,
        'getOrderInfo',
        async () => {
          throw refusal;
        },
        () => ({}),
        { providerOrderNumber: 'EP9' },
      ),
    ).rejects.toBe(refusal);
    expect(notes).toEqual([
      {
        orderId: ORDER,
        kind: 'provider.call',
        data: expect.objectContaining({
          method: 'getOrderInfo',
          outcome: 'error',
          code: '1012',
          providerOrderNumber: 'EP9',
          error: expect.stringContaining('insufficient balance'),
        }),
      },
    ]);
  });
});
