import { OrderTimelineWriter, timelineText } from '@app/orders';
import { isProviderError } from '@app/providers';

/**
 * Runs one RoameSIM call of an order's provisioning and puts it on the order's timeline: the
 * method, how long it took, its outcome (ok, or the error's code and text) and the provider order
 * number it returned or was about. The call's result or error is passed on unchanged.
 */
export async function timedProviderCall<T>(
  timeline: OrderTimelineWriter,
  orderId: string,
  method: string,
  call: () => Promise<T>,
  details: (result: T) => Record<string, unknown>,
  about: { providerOrderNumber?: string | null } = {},
): Promise<T> {
  const started = performance.now();
  const latencyMs = () => Math.round(performance.now() - started);
  try {
    const result = await call();
    await timeline.note(orderId, 'provider.call', {
      method,
      latencyMs: latencyMs(),
      outcome: 'ok',
      ...about,
      ...details(result),
    });
    return result;
  } catch (error) {
    await timeline.note(orderId, 'provider.call', {
      method,
      latencyMs: latencyMs(),
      outcome: 'error',
      ...about,
      code: isProviderError(error) ? error.code : null,
      error: timelineText(error),
    });
    throw error;
  }
}
