import { useEffect, useRef } from 'react';
import './auth-ui.css';

/** A small modal asking to confirm a step (sign out, delete account). */
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
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div className="overlay" onKeyDown={(event) => event.key === 'Escape' && props.onCancel()}>
      <div className="dialog" role="alertdialog" aria-modal="true" aria-labelledby="confirm-title">
        <h2 id="confirm-title">{props.title}</h2>
        <p>{props.text}</p>
        <div className="row end">
          <button ref={cancel} className="secondary" onClick={props.onCancel} disabled={props.busy}>
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
      </div>
    </div>
  );
}
