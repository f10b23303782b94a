import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toast } from '../toast';

/** Copies text to the clipboard; a toast says whether it worked. */
export async function copyText(value: string, what: string, t: TFunction) {
  try {
    await navigator.clipboard.writeText(value);
    toast({ title: t('esims.dialog.copied', { what }), variant: 'success' });
    return true;
  } catch {
    toast({ title: t('esims.dialog.copyFailed'), variant: 'destructive' });
    return false;
  }
}

/** A small copy button beside a technical value. */
export function CopyButton({ value, what, label }: { value: string; what: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="copy-button secondary"
      aria-label={t('esims.dialog.copy', { what })}
      onClick={() => void copyText(value, what, t)}
    >
      {label ?? '⧉'}
    </button>
  );
}

/** A label, a value and its copy button (technical information). */
export function CopyRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="copy-row">
      <div className="copy-row-text">
        <span className="muted small">{label}</span>
        <code>{value}</code>
      </div>
      <CopyButton value={value} what={label} />
    </div>
  );
}
