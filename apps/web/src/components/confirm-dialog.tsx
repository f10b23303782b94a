import { DialogTitle, Modal } from './dialog';
import './auth-ui.css';

/**
 * A small modal asking to confirm a step (sign out, delete account): focus starts on Cancel,
 * Escape cancels (not while busy), a click outside does nothing.
 */
export function ConfirmDialog(props: {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal onClose={props.onCancel} role="alertdialog" labelledBy="confirm-title" closeOnEscape={!props.busy}>
      <DialogTitle id="confirm-title">{props.title}</DialogTitle>
      <p>{props.text}</p>
      <div className="row end">
        <button className="secondary" onClick={props.onCancel} disabled={props.busy}>
          {props.cancelLabel}
        </button>
        <button
          className={props.danger ? 'danger' : undefined}
          onClick={props.onConfirm}
          disabled={props.busy}
        >
          {props.confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
