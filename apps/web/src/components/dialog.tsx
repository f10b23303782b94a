import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import './auth-ui.css';

/**
 * The app's modal dialog on Radix UI's Dialog: focus moves into it when it opens and stays there,
 * returns to where it was when it closes; Escape closes it; the page behind is hidden from
 * assistive technology and does not scroll. Styled with our CSS (`.overlay`, `.dialog`).
 * Rendered while open: the caller mounts it when the dialog shows and unmounts it on close.
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
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && props.onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={props.overlayClassName ?? 'overlay'} data-testid={props.testId}>
          <RadixDialog.Content
            className={props.className ?? 'dialog'}
            role={props.role ?? 'dialog'}
            aria-labelledby={props.labelledBy}
            aria-label={props.label}
            aria-describedby={undefined}
            onPointerDownOutside={(event) => !outside && event.preventDefault()}
            onInteractOutside={(event) => !outside && event.preventDefault()}
            onEscapeKeyDown={(event) => props.closeOnEscape === false && event.preventDefault()}
          >
            {props.children}
          </RadixDialog.Content>
        </RadixDialog.Overlay>
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
