import { useTranslation } from 'react-i18next';

export function SetupSteps() {
  const { t } = useTranslation();
  const steps = t('esims.install.setupSteps', { returnObjects: true }) as string[];
  return (
    <div className="esim-panel">
      <h2>{t('esims.install.setupTitle')}</h2>
      <ol className="install-steps">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  );
}

export function SupportInfo() {
  const { t } = useTranslation();
  return (
    <div className="esim-panel">
      <h2>{t('orders.support.title')}</h2>
      <p className="muted small">{t('orders.support.text')}</p>
      <a className="button" href="/contact">
        {t('orders.support.contact')}
      </a>
    </div>
  );
}
