import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './faq.css';

interface FaqItem {
  group: string;
  q: string;
  a: string;
}

const GROUPS = ['basics', 'buying', 'install', 'using', 'help'] as const;

/** /faq: the 25 questions, grouped, each expandable (native details/summary). */
export function FaqPage() {
  const { t } = useTranslation();
  const items = t('faq.items', { returnObjects: true }) as FaqItem[];
  return (
    <section className="page faq-page">
      <h1>{t('faq.title')}</h1>
      <p className="muted">
        {t('faq.intro')} <Link to="/contact">{t('faq.contactLink')}</Link>
      </p>
      {GROUPS.map((group) => (
        <div key={group} className="faq-group">
          <h2>{t(`faq.groups.${group}`)}</h2>
          {items
            .filter((item) => item.group === group)
            .map((item) => (
              <details key={item.q} className="faq-item">
                <summary>{item.q}</summary>
                <p>{item.a}</p>
              </details>
            ))}
        </div>
      ))}
    </section>
  );
}
