import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { useBackupDownload, useLogsDownload, useSyncRestart } from '../api/admin-control';
import { adminErrorText } from '../components/admin-error';
import { AddServerForm } from './add-server-form';

/** The worker command an operator runs on another machine (same settings as this deployment). */
const WORKER_COMMAND =
  'SERVER_NAME=worker-payments WORKER_QUEUES=payments,provisioning node dist/apps/worker/src/main.js';

/**
 * Quick actions: Export Data (a JSON download from one database snapshot; not a backup), Sync Restart (a catalogue
 * cycle now), Download Logs (the last 24 h of operational events), Add Server (a declared process,
 * expected until its heartbeat arrives) and how to start a worker.
 */
export function ServerActions() {
  const { t } = useTranslation();
  const backup = useBackupDownload();
  const sync = useSyncRestart();
  const logs = useLogsDownload();
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: adminErrorText(error, t), variant: 'destructive' });

  return (
    <section className="admin-section" data-testid="server-actions">
      <h2>{t('control.servers.quickActions')}</h2>
      <div className="control-actions">
        <button
          onClick={() =>
            backup.mutate(undefined, {
              onSuccess: () => toast({ title: t('control.servers.backupDone'), variant: 'success' }),
              onError: failed(t('control.servers.backupFailed')),
            })
          }
          disabled={backup.isPending}
        >
          {t('control.servers.backup')}
        </button>
        <button
          className="secondary"
          onClick={() =>
            sync.mutate(undefined, {
              onSuccess: () => toast({ title: t('control.servers.syncRestartDone'), variant: 'success' }),
              onError: failed(t('control.servers.syncRestartFailed')),
            })
          }
          disabled={sync.isPending}
        >
          {t('control.servers.syncRestart')}
        </button>
        <button
          className="secondary"
          onClick={() =>
            logs.mutate(undefined, {
              onSuccess: () => toast({ title: t('control.servers.logsDone'), variant: 'success' }),
              onError: failed(t('control.servers.logsFailed')),
            })
          }
          disabled={logs.isPending}
        >
          {t('control.servers.downloadLogs')}
        </button>
      </div>
      <p className="small muted">{t('control.servers.backupHint')}</p>
      <AddServerForm />
      <details className="admin-card" data-testid="add-worker">
        <summary>{t('control.servers.addWorker')}</summary>
        <p className="small">{t('control.servers.addWorkerText')}</p>
        <p className="small muted">{t('control.servers.addWorkerCommand')}</p>
        <code className="command">{WORKER_COMMAND}</code>
      </details>
    </section>
  );
}
