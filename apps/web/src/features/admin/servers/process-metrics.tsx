import type { ProcessInfo } from '@app/contracts';
import { useTranslation } from 'react-i18next';

const hours = (seconds: number) =>
  seconds >= 3600
    ? `${Math.floor(seconds / 3600)} h ${Math.floor((seconds % 3600) / 60)} min`
    : `${Math.floor(seconds / 60)} min`;

/** Metric cards from the live processes' heartbeats. */
export function ProcessMetrics({ processes }: { processes: ProcessInfo[] }) {
  const { t } = useTranslation();
  const alive = processes.filter((process) => process.alive);
  const cards = [
    { key: 'apiProcesses', value: String(alive.filter((p) => p.role === 'api').length) },
    { key: 'workerProcesses', value: String(alive.filter((p) => p.role === 'worker').length) },
    { key: 'totalMemory', value: `${alive.reduce((sum, p) => sum + p.rssMb, 0)} MB` },
    { key: 'longestUptime', value: hours(Math.max(0, ...alive.map((p) => p.uptimeSeconds))) },
  ];
  return (
    <div className="admin-cards" data-testid="process-metrics">
      {cards.map((card) => (
        <div key={card.key} className="admin-card">
          <h3>{t(`control.servers.${card.key}`)}</h3>
          <div className="figure">{card.value}</div>
        </div>
      ))}
    </div>
  );
}
