import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Whether the browser says it has a network, as TanStack Query sees it: queries wait (paused) while
 * it has none and are read again by themselves when it comes back. The query library starts by
 * assuming a network; `followBrowserNetwork` tells it the truth at start (a page opened offline).
 */
export function followBrowserNetwork(): void {
  onlineManager.setOnline(navigator.onLine);
}

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const online = () => onlineManager.isOnline();

export const useOnline = (): boolean => useSyncExternalStore(subscribe, online, () => true);
