import { useTranslation } from 'react-i18next';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <section className="hero">
      <h1>{t('app.tagline')}</h1>
    </section>
  );
}
