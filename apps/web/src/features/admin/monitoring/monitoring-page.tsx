import { useTranslation } from 'react-i18next';
import { LoaderCard } from './loader-card';
import { MemoryCard } from './memory-card';
import { PerformanceCard } from './performance-card';
import { Section24Card } from './section24-card';
import './operations.css';

/** Monitoring tab: the discovery monitor, the package loader, performance and memory. */
export function MonitoringPage() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <div className="page-head">
        <h1>{t('adminMonitoring.title')}</h1>
      </div>
      <div className="ops-grid">
        <Section24Card />
        <LoaderCard />
        <PerformanceCard />
        <MemoryCard />
      </div>
    </section>
  );
}
