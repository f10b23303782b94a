/*
 * The toasts' store, outside React so any component (or callback) can raise one; toast.tsx shows
 * them.
 */
export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ShownToast extends ToastInput {
  id: number;
}

/*
 * The spec's toasts: one at a time (TOAST_LIMIT 1: a new toast replaces the shown one), each for
 * TOAST_DURATION_MS, dismissed by its close button or a swipe of TOAST_SWIPE_THRESHOLD_PX; F8 moves
 * the focus to them. The toast itself is Radix UI's Toast (toast-view.tsx): its timer pauses while
 * the pointer is on it or it has the focus, and it is announced to screen readers.
 */
let shown: ShownToast | null = null;
export const currentToast = (): ShownToast | null => shown;
let raised = false;
/** Whether any toast was raised yet (the view's code loads then). */
export const anyToastRaised = (): boolean => raised;
let sequence = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function toast(input: ToastInput): void {
  sequence += 1;
  shown = { ...input, id: sequence };
  raised = true;
  emit();
}

export function dismissToast(): void {
  shown = null;
  emit();
}

export const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
