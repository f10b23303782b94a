import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One form field: its label around the control (so a click on the words focuses it and screen
 * readers name it), and an optional hint under it.
 */
export function Field(props: {
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label className={props.className}>
      {props.label}
      {props.children}
      {props.hint && <span className="muted small">{props.hint}</span>}
    </label>
  );
}

/** A dialog's last row: Cancel, then the button that acts (given), both held while it works. */
export function DialogActions(props: {
  onCancel: () => void;
  busy: boolean;
  cancelLabel?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="row end">
      <button type="button" className="secondary" onClick={props.onCancel} disabled={props.busy}>
        {props.cancelLabel ?? t('admin.cancel')}
      </button>
      {props.children}
    </div>
  );
}
