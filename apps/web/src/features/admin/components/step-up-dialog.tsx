import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogTitle, Modal } from '../../../components/dialog';
import { api, ApiError } from '../../../lib/api-client';
import { setStepUpPrompt } from '../../../lib/step-up';
import { DialogActions } from './form-parts';
import { Field } from './form-parts';
import { adminErrorText } from './admin-error';

/**
 * The code prompt of a sensitive action (lib/step-up.ts): mounted once in the admin layout, it
 * opens when a call is answered MFA_RECHECK_REQUIRED, verifies a TOTP or recovery code on the live
 * session (POST /api/auth/mfa/verify) and lets the waiting call go again. A wrong code keeps the
 * dialog open and says so; Cancel leaves the action undone.
 */
export function StepUpDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const answer = useRef<((verified: boolean) => void) | null>(null);

  useEffect(
    () =>
      setStepUpPrompt(
        () =>
          new Promise<boolean>((resolve) => {
            answer.current = resolve;
            setCode('');
            setError(null);
            setOpen(true);
          }),
      ),
    [],
  );

  const finish = (verified: boolean) => {
    setOpen(false);
    answer.current?.(verified);
    answer.current = null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await api('/api/auth/mfa/verify', { method: 'POST', body: { code: code.trim() } });
      finish(true);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status === 400
          ? t('account.mfa.codeInvalid')
          : adminErrorText(failure, t),
      );
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  if (!open) return null;
  return (
    <Modal
      onClose={() => finish(false)}
      className="dialog admin-form step-up-dialog"
      role="alertdialog"
      labelledBy="step-up-title"
      closeOnEscape={!busy}
      testId="step-up"
    >
      <DialogTitle id="step-up-title">{t('account.mfa.recheckTitle')}</DialogTitle>
      <p>{t('account.mfa.recheckText')}</p>
      <p className="muted small">{t('account.mfa.promptText')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        {error ? (
          <p className="error-text" role="alert" data-testid="step-up-error">
            {error}
          </p>
        ) : null}
        <Field label={t('account.mfa.code')}>
          <input
            name="code"
            autoFocus
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={32}
            placeholder={t('account.mfa.codePlaceholder')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </Field>
        <DialogActions onCancel={() => finish(false)} busy={busy}>
          <button type="submit" disabled={busy || !code.trim()}>
            {busy ? t('account.mfa.verifying') : t('account.mfa.verify')}
          </button>
        </DialogActions>
      </form>
    </Modal>
  );
}
