import { lazy, Suspense, useSyncExternalStore } from 'react';
import { anyToastRaised, subscribe } from './toast-store';

export { dismissToast, toast, type ToastInput, type ToastVariant } from './toast-store';

// Radix's toast is loaded with the first toast: it is not part of the first load.
const ToastView = lazy(() => import('./toast-view').then((m) => ({ default: m.ToastView })));

/** The toast on screen (mounted once, in the app provider; toast-view.tsx draws it). */
export function Toaster() {
  // a page drawn on the server has no toast yet
  const raised = useSyncExternalStore(subscribe, anyToastRaised, () => false);
  return raised ? (
    <Suspense fallback={null}>
      <ToastView />
    </Suspense>
  ) : null;
}
