/**
 * A new build of the shop waiting to take over (lib/service-worker.ts sets it; the update notice,
 * components/app-banners.tsx, shows it). `accept` reloads the page under the new build.
 */
let accept: (() => void) | null = null;
const listeners = new Set<() => void>();

export function offerUpdate(reload: () => void): void {
  accept = reload;
  listeners.forEach((listener) => listener());
}

export const waitingUpdate = (): (() => void) | null => accept;

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
