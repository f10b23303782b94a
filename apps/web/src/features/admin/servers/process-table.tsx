import type { ProcessInfo } from '@app/contracts';
import { useTranslation } from 'react-i18next';

const duration = (seconds: number): string => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return h ? `${h}h ${m}m` : `${m}m ${seconds % 60}s`;
};

export function ProcessTable({ processes }: { processes: ProcessInfo[] }) {
  const { t } = useTranslation();
  if (!processes.length) return <p className="muted">{t('servers.noProcesses')}</p>;
  return (
    <table className="table" data-testid="process-table">
      <thead>
        <tr>
          <th>{t('servers.role')}</th>
          <th>{t('servers.host')}</th>
          <th>{t('servers.queues')}</th>
          <th>{t('servers.uptime')}</th>
          <th>{t('servers.memory')}</th>
          <th>{t('servers.state')}</th>
        </tr>
      </thead>
      <tbody>
        {processes.map((process) => (
          <tr key={process.id}>
            <td>{process.role}</td>
            <td>
              {process.hostname} · {process.pid}
            </td>
            <td>{process.queues.join(', ') || '—'}</td>
            <td>{duration(process.uptimeSeconds)}</td>
            <td>{process.rssMb} MB</td>
            <td>
              <span className={`badge ${process.alive ? 'badge-ok' : 'badge-down'}`}>
                {process.alive ? t('servers.alive') : t('servers.gone')}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
