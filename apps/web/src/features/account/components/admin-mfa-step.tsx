import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { mfaConfirm, mfaEnrol, mfaVerify, type MfaEnrolment } from '../api/auth-calls';
import { accountError, type Message } from '../account-errors';
import { ErrorBox } from './error-box';

/**
 * The admin sign-in's second step: the first time, set up TOTP (QR code and key, then a first
 * code, then the recovery codes shown once); after that, a code from the app or a recovery code.
 */
export function AdminMfaStep({ mode, onDone }: { mode: 'enrol' | 'verify'; onDone: () => void }) {
  const { t } = useTranslation();
  const [enrolment, setEnrolment] = useState<MfaEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (mode !== 'enrol') return;
    mfaEnrol()
      .then(setEnrolment)
      .catch((failure: unknown) => setError(() => accountError(failure, 'account.mfa.required')));
  }, [mode]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (mode === 'enrol') setRecoveryCodes((await mfaConfirm(code.trim())).recoveryCodes);
      else {
        await mfaVerify(code.trim());
        onDone();
      }
    } catch (failure) {
      setError(() => accountError(failure, 'account.mfa.codeInvalid'));
    } finally {
      setBusy(false);
    }
  };

  if (recoveryCodes)
    return (
      <section className="mfa-step" aria-labelledby="mfa-recovery-title">
        <h2 id="mfa-recovery-title">{t('account.mfa.recoveryTitle')}</h2>
        <p className="muted small">{t('account.mfa.recoveryText')}</p>
        <ul className="mfa-recovery-codes" data-testid="recovery-codes">
          {recoveryCodes.map((recovery) => (
            <li key={recovery}>
              <code>{recovery}</code>
            </li>
          ))}
        </ul>
        <button type="button" onClick={onDone}>
          {t('account.mfa.continue')}
        </button>
      </section>
    );

  return (
    <section className="mfa-step" aria-labelledby="mfa-title">
      <h2 id="mfa-title">{t(mode === 'enrol' ? 'account.mfa.enrolTitle' : 'account.mfa.title')}</h2>
      <p className="muted small">
        {t(mode === 'enrol' ? 'account.mfa.enrolText' : 'account.mfa.promptText')}
      </p>
      {mode === 'enrol' && enrolment && (
        <div className="mfa-enrolment">
          <img src={enrolment.qrDataUrl} alt="QR" width={200} height={200} />
          <p className="small">
            {t('account.mfa.secretLabel')}: <code data-testid="totp-secret">{enrolment.secret}</code>
          </p>
        </div>
      )}
      <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
        <ErrorBox message={error} />
        <label>
          {t('account.mfa.code')}
          <input
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={t('account.mfa.codePlaceholder')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </label>
        <button type="submit" disabled={busy || !code.trim()}>
          {busy ? t('account.mfa.verifying') : t('account.mfa.verify')}
        </button>
      </form>
    </section>
  );
}
