import type { ServerStatusRow } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { adminErrorText } from '../components/admin-error';
import { dateTime } from '../components/format';
import { useRemoveServer } from './api/server-status';

const duration = (seconds: number): string => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return h ? `${h}h ${m}m` : `${m}m ${seconds % 60}s`;
};

/**
 * The deployment's processes from their heartbeats, and the servers declared with Add Server that
 * no heartbeat has named yet ("expected, not seen", with a Remove button).
 */
export function ProcessTable({ rows }: { rows: ServerStatusRow[] }) {
  const { t } = useTranslation();
  const remove = useRemoveServer();
  if (!rows.length) return <p className="muted">{t('servers.noProcesses')}</p>;
  const typeName = (type: string) => t(`servers.type.${type}`, { defaultValue: type });
  const expected = rows.filter((row) => row.kind === 'expected');
  return (
    <div className="admin-table-wrap">
      <table className="table" data-testid="process-table">
        <thead>
          <tr>
            <th>{t('servers.name')}</th>
            <th>{t('servers.role')}</th>
            <th>{t('servers.region')}</th>
            <th>{t('servers.host')}</th>
            <th>{t('servers.queues')}</th>
            <th>{t('servers.uptime')}</th>
            <th>{t('servers.memory')}</th>
            <th>{t('servers.state')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) =>
            row.process ? (
              <tr key={row.process.id}>
                <td>{row.name}</td>
                <td className="process-cell-short">{typeName(row.process.role)}</td>
                <td className="process-cell-short">{row.region ?? '—'}</td>
                <td>
                  {row.process.hostname} · {row.process.pid}
                </td>
                <td>{row.process.queues.join(', ') || '—'}</td>
                <td>{duration(row.process.uptimeSeconds)}</td>
                <td>{row.process.rssMb} MB</td>
                <td>
                  <span className={`badge ${row.process.alive ? 'badge-ok' : 'badge-down'}`}>
                    {row.process.alive ? t('servers.alive') : t('servers.gone')}
                  </span>
                </td>
              </tr>
            ) : (
              <tr key={`expected:${row.name}`} data-testid="expected-server">
                <td>{row.name}</td>
                <td className="process-cell-short">{typeName(row.type)}</td>
                <td className="process-cell-short">{row.region ?? '—'}</td>
                <td colSpan={4} className="small muted">
                  {t('servers.declaredAt', { date: dateTime(row.declared?.declaredAt ?? null) })}
                </td>
                <td>
                  <span className="badge badge-degraded">{t('servers.expected')}</span>{' '}
                  <button
                    className="secondary"
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(row.name, {
                        onSuccess: () => toast({ title: t('servers.removed'), variant: 'success' }),
                        onError: (error) =>
                          toast({
                            title: t('servers.removeFailed'),
                            description: adminErrorText(error, t),
                            variant: 'destructive',
                          }),
                      })
                    }
                  >
                    {t('servers.remove')}
                  </button>
                </td>
              </tr>
            ),
          )}
        </tbody>
      </table>
      {expected.length > 0 && (
        <p className="small muted" data-testid="expected-hint">
          {t('servers.expectedHint', { name: expected[0].name })}
        </p>
      )}
    </div>
  );
}
