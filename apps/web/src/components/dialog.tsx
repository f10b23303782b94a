import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useState, type ReactNode } from 'react';
import { lockScroll } from '../lib/scroll-lock';
import './auth-ui.css';

/**
 * The app's modal dialog on Radix UI's Dialog: focus moves into it when it opens and stays there,
 * and returns to the control that opened it when it closes (Escape, a close button or the step's
 * end); the page behind is hidden from assistive technology and does not scroll. Styled with our
 * CSS (`.overlay`, `.dialog`). Rendered while open: the caller mounts it when the dialog shows and
 * unmounts it on close.
 *
 * The backdrop is our own element, not Radix's Overlay: that one locks the scroll with
 * react-remove-scroll, which injects a <style> the CSP refuses (`style-src 'self'`); ours locks it
 * with a class (lib/scroll-lock.ts). A press on the backdrop is outside the content, so Radix still
 * closes the dialog on it where that is allowed.
 */
export function Modal(props: {
  onClose: () => void;
  /** The id of the heading that names the dialog (use DialogTitle for it, or give the id). */
  labelledBy?: string;
  /** A name when there is no visible heading. */
  label?: string;
  className?: string;
  overlayClassName?: string;
  role?: 'dialog' | 'alertdialog';
  /** A click outside closes the dialog (not for confirmations). */
  closeOnOutsideClick?: boolean;
  /** Whether Escape closes it (false while a step that must not be cut short is running). */
  closeOnEscape?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  const outside = props.closeOnOutsideClick ?? props.role !== 'alertdialog';
  // What had the focus when the dialog opened (read while rendering, before the dialog takes it):
  // Radix gives it back only to a Dialog.Trigger, which our callers do not use.
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  useEffect(() => lockScroll(), []);
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && props.onClose()}>
      <RadixDialog.Portal>
        <div className={props.overlayClassName ?? 'overlay'} data-testid={props.testId}>
          <RadixDialog.Content
            className={props.className ?? 'dialog'}
            role={props.role ?? 'dialog'}
            aria-labelledby={props.labelledBy}
            aria-label={props.label}
            aria-describedby={undefined}
            onPointerDownOutside={(event) => !outside && event.preventDefault()}
            onInteractOutside={(event) => !outside && event.preventDefault()}
            onEscapeKeyDown={(event) => props.closeOnEscape === false && event.preventDefault()}
            onCloseAutoFocus={(event) => {
              if (!opener?.isConnected || opener === document.body) return;
              event.preventDefault();
              opener.focus();
            }}
          >
            {props.children}
          </RadixDialog.Content>
        </div>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The dialog's heading, which names it for assistive technology. */
export function DialogTitle({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <RadixDialog.Title asChild>
      <h2 id={id}>{children}</h2>
    </RadixDialog.Title>
  );
}
