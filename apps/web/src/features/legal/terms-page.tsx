import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './legal.css';

interface TermsSection {
  title: string;
  body: string;
}

/** /terms: the static terms of service. */
export function TermsPage() {
  const { t } = useTranslation();
  const sections = t('legal.sections', { returnObjects: true }) as TermsSection[];
  return (
    <article className="page legal-page">
      <h1>{t('legal.termsTitle')}</h1>
      <p className="muted">{t('legal.updated')}</p>
      <p>{t('legal.intro')}</p>
      {sections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          <p>{section.body}</p>
        </section>
      ))}
      <p>
        <Link to="/contact">{t('legal.contactLink')}</Link>
      </p>
    </article>
  );
}
