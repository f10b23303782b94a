import * as RadixToast from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '@app/domain';
import './toast.css';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

interface ShownToast extends ToastInput {
  id: number;
}

/*
 * The spec's toasts: one at a time (TOAST_LIMIT 1: a new toast replaces the shown one), each for
 * TOAST_DURATION_MS, dismissed by its close button or a swipe of TOAST_SWIPE_THRESHOLD_PX; F8 moves
 * the focus to them. The toast itself is Radix UI's Toast: its timer pauses while the pointer is on
 * it or it has the focus, and it is announced to screen readers. A small store outside React, so
 * any component (or callback) can raise one.
 */
let shown: ShownToast | null = null;
let sequence = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function toast(input: ToastInput): void {
  sequence += 1;
  shown = { ...input, id: sequence };
  emit();
}

export function dismissToast(): void {
  shown = null;
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The toast on screen (mounted once, in the app provider). */
export function Toaster() {
  const { t } = useTranslation();
  const current = useSyncExternalStore(subscribe, () => shown);
  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={t('checkout.toast.region')}
    >
      {current && (
        <RadixToast.Root
          key={current.id}
          className={`toast toast-${current.variant ?? 'default'}`}
          type={current.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && shown?.id === current.id && dismissToast()}
          data-testid="toast"
        >
          <div className="toast-body">
            <RadixToast.Title className="toast-title">{current.title}</RadixToast.Title>
            {current.description && (
              <RadixToast.Description className="toast-description">
                {current.description}
              </RadixToast.Description>
            )}
          </div>
          <RadixToast.Close className="toast-close" aria-label={t('checkout.toast.close')}>
            ×
          </RadixToast.Close>
        </RadixToast.Root>
      )}
      <RadixToast.Viewport
        className="toast-region"
        hotkey={[TOAST_HOTKEY]}
        label={`${t('checkout.toast.region')} ({hotkey})`}
      />
    </RadixToast.Provider>
  );
}
