import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { esimReadiness, type EsimReadiness } from '@app/domain';
import { deviceName } from '@app/i18n';
import { useDeviceCompatibility } from '../lib/device-compatibility';
import './esim-ready-check.css';

const VERDICT_TEXT: Record<EsimReadiness['verdict'], [string, string]> = {
  likely: ['esimReady.likely', 'esimReady.likelyText'],
  'too-old': ['esimReady.tooOld', 'esimReady.tooOldText'],
  computer: ['esimReady.computer', 'esimReady.computerText'],
  'not-sure': ['esimReady.notSure', 'esimReady.notSureText'],
};

/**
 * "Is my phone eSIM-ready?": closed, a question; opened, the answer for the phone this browser runs
 * on (its system against the package's device compatibility, libs/domain esim-readiness.ts), how
 * to be sure (*#06# shows an EID), and the phones with eSIM. The answer is worked out only when
 * opened, in the browser: a page the server draws shows the same closed question.
 */
export function EsimReadyCheck({ packageId }: { packageId: number }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const devices = useDeviceCompatibility(packageId, open);
  const readiness: EsimReadiness | null = devices.data
    ? esimReadiness(
        { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints },
        devices.data.supportedOS,
      )
    : devices.isError
      ? { verdict: 'not-sure' }
      : null;
  return (
    <details
      className="esim-ready"
      data-testid="esim-ready"
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
    >
      <summary>{t('esimReady.question')}</summary>
      {open && (
        <div className="esim-ready-body" aria-live="polite">
          {readiness ? (
            <p
              className="esim-ready-verdict"
              data-verdict={readiness.verdict}
              data-testid="esim-ready-verdict"
            >
              <strong>{t(VERDICT_TEXT[readiness.verdict][0])}</strong>{' '}
              {t(VERDICT_TEXT[readiness.verdict][1], 'system' in readiness ? readiness : {})}
            </p>
          ) : (
            <p className="muted">{t('esimReady.checking')}</p>
          )}
          <p className="esim-ready-how">{t('esimReady.howTo')}</p>
          <p className="muted small">{t('esimReady.unlocked')}</p>
          {devices.data && (
            <>
              <h3>{t('esimReady.devices')}</h3>
              <ul className="esim-ready-devices">
                {devices.data.devices.map((device) => (
                  <li key={device}>{deviceName(device, i18n.language)}</li>
                ))}
              </ul>
              <p className="muted small">
                {devices.data.supportedOS
                  .map((os) => t('catalogue.detail.specs.orLater', { os }))
                  .join(' · ')}
              </p>
            </>
          )}
        </div>
      )}
    </details>
  );
}
