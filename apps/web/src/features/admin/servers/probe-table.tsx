import type { ProbeResult } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { probeDetail } from '../components/probe-detail';

export function ProbeTable({ probes }: { probes: ProbeResult[] }) {
  const { t } = useTranslation();
  return (
    <table className="table probe-table" data-testid="probe-table">
      <thead>
        <tr>
          <th>{t('servers.service')}</th>
          <th>{t('servers.status')}</th>
          <th>{t('servers.responseTime')}</th>
          <th>{t('servers.detail')}</th>
        </tr>
      </thead>
      <tbody>
        {probes.map((probe) => (
          <tr key={probe.name}>
            <td>{probe.name}</td>
            <td>
              <span className={`badge badge-${probe.status}`}>
                {t(`servers.statusLabel.${probe.status}`)}
              </span>
            </td>
            <td>{probe.responseMs === null ? '—' : `${probe.responseMs} ms`}</td>
            <td className="muted">{probeDetail(probe, t)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
