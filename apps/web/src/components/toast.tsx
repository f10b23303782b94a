import { useEffect, useRef, useSyncExternalStore, type PointerEvent } from 'react';
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
 * the focus to it. A small store outside React, so any component (or callback) can raise one.
 */
let shown: ShownToast | null = null;
let sequence = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function toast(input: ToastInput): void {
  sequence += 1;
  shown = { ...input, id: sequence };
  if (timer) clearTimeout(timer);
  timer = setTimeout(dismissToast, TOAST_DURATION_MS);
  emit();
}

export function dismissToast(): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
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
  const region = useRef<HTMLOListElement>(null);
  const start = useRef<number | null>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) region.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const onPointerUp = (event: PointerEvent) => {
    if (start.current !== null && Math.abs(event.clientX - start.current) >= TOAST_SWIPE_THRESHOLD_PX)
      dismissToast();
    start.current = null;
  };

  return (
    <ol className="toast-region" ref={region} tabIndex={-1} aria-label={`Notifications (${TOAST_HOTKEY})`}>
      {current && (
        <li
          key={current.id}
          className={`toast toast-${current.variant ?? 'default'}`}
          role={current.variant === 'destructive' ? 'alert' : 'status'}
          aria-live={current.variant === 'destructive' ? 'assertive' : 'polite'}
          data-testid="toast"
          onPointerDown={(event) => (start.current = event.clientX)}
          onPointerUp={onPointerUp}
        >
          <div className="toast-body">
            <div className="toast-title">{current.title}</div>
            {current.description && <div className="toast-description">{current.description}</div>}
          </div>
          <button
            type="button"
            className="toast-close"
            aria-label={t('checkout.toast.close')}
            onClick={dismissToast}
          >
            ×
          </button>
        </li>
      )}
    </ol>
  );
}
