import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaywayFormData } from '@app/contracts';

/** The frame the signed form is posted into (the name PayWay's own plugin uses). */
export const PAYWAY_FRAME = 'aba_webservice';

interface Props {
  form: PaywayFormData;
  onClose: () => void;
}

/**
 * The full-screen overlay with the gateway's page in an embedded frame (purchase-flow §2): the
 * signed form is posted into the frame once; the gateway's success page (with its Continue button)
 * shows in it too. Its messages are handled by the page (usePaywayMessages).
 */
export function PaywayOverlay({ form, onClose }: Props) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const posted = useRef<string | null>(null);
  const identity = `${form.fields.tran_id}:${form.fields.req_time}`;

  useEffect(() => {
    // Post each signed form once (a second post of a tran_id is refused by the gateway).
    if (posted.current === identity) return;
    posted.current = identity;
    formRef.current?.submit();
  }, [identity]);

  return (
    <div className="payway-overlay" role="dialog" aria-modal="true" aria-label={t('checkout.overlay.title')}>
      <div className="payway-sheet">
        <header className="payway-sheet-head">
          <strong>{t('checkout.overlay.title')}</strong>
          <span className="muted small payway-waiting" role="status">
            <span className="spinner small" aria-hidden="true" /> {t('checkout.overlay.waiting')}
          </span>
          <button
            type="button"
            className="secondary icon"
            aria-label={t('checkout.overlay.close')}
            onClick={onClose}
          >
            ×
          </button>
        </header>
        <iframe className="payway-frame" name={PAYWAY_FRAME} title={t('checkout.overlay.title')} />
        <form ref={formRef} action={form.action} method="POST" target={PAYWAY_FRAME} hidden>
          {Object.entries(form.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
        </form>
      </div>
    </div>
  );
}
