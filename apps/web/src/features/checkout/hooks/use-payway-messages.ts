import { useEffect, useRef } from 'react';

/** What the embedded gateway page (or our own success page) posts to us (purchase-flow §4). */
export type PaywayMessage =
  | 'close_payway_modal'
  | 'navigate_to_myesims'
  | 'force_full_navigation'
  | 'payway_success'
  | 'payment_completed'
  | 'payway_redirect_prevented';

const KNOWN = new Set<string>([
  'close_payway_modal',
  'navigate_to_myesims',
  'force_full_navigation',
  'payway_success',
  'payment_completed',
  'payway_redirect_prevented',
]);

/** The message name in a string or in an object's `type` (`{type: 'payway_success', keepModalOpen}`). */
export function readPaywayMessage(data: unknown): { type: PaywayMessage; keepModalOpen?: boolean } | null {
  if (typeof data === 'string') return KNOWN.has(data) ? { type: data as PaywayMessage } : null;
  if (data && typeof data === 'object') {
    const { type, keepModalOpen } = data as { type?: unknown; keepModalOpen?: unknown };
    if (typeof type === 'string' && KNOWN.has(type))
      return { type: type as PaywayMessage, keepModalOpen: keepModalOpen === true };
  }
  return null;
}

/**
 * Listens to window messages from the gateway's origin (or our own) while `gatewayOrigin` is set.
 * A message is a navigation hint only: a payment is confirmed by the server, never by a message.
 */
export function usePaywayMessages(
  gatewayOrigin: string | null,
  onMessage: (message: { type: PaywayMessage; keepModalOpen?: boolean }) => void,
): void {
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });
  useEffect(() => {
    if (!gatewayOrigin) return;
    const listener = (event: MessageEvent) => {
      if (event.origin !== gatewayOrigin && event.origin !== window.location.origin) return;
      const message = readPaywayMessage(event.data);
      if (message) handler.current(message);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [gatewayOrigin]);
}
