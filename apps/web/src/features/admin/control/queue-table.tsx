import type { QueueView, RetryFailedResult } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { useQueueAction } from '../api/admin-control';
import { adminErrorText } from '../components/admin-error';

/** Every queue with its counts: Pause or Resume, and Retry failed. */
export function QueueTable({ queues }: { queues: QueueView[] }) {
  const { t } = useTranslation();
  const action = useQueueAction();
  const run = (queue: string, kind: 'pause' | 'resume' | 'retry-failed') =>
    action.mutate(
      { queue, action: kind },
      {
        onSuccess: (reply) => {
          if (kind === 'retry-failed') {
            const { retried } = reply as RetryFailedResult;
            toast({ title: t('control.retried', { count: retried, queue }), variant: 'success' });
          }
        },
        onError: (error) =>
          toast({
            title: t('control.queueFailed'),
            description: adminErrorText(error, t),
            variant: 'destructive',
          }),
      },
    );
  return (
    <div className="admin-table-wrap">
      <table className="table" data-testid="queue-table">
        <thead>
          <tr>
            <th>{t('control.queue')}</th>
            <th>{t('control.queueState')}</th>
            <th>{t('control.waiting')}</th>
            <th>{t('control.active')}</th>
            <th>{t('control.delayed')}</th>
            <th>{t('control.failed')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {queues.map((queue) => (
            <tr key={queue.name} data-queue={queue.name}>
              <td>{queue.name}</td>
              <td>
                <span className={`badge ${queue.paused ? 'badge-degraded' : 'badge-ok'}`}>
                  {t(queue.paused ? 'control.queuePaused' : 'control.queueRunning')}
                </span>
              </td>
              <td>{queue.waiting}</td>
              <td>{queue.active}</td>
              <td>{queue.delayed}</td>
              <td>{queue.failed}</td>
              <td>
                <div className="row wrap">
                  <button
                    className="secondary"
                    disabled={action.isPending}
                    onClick={() => run(queue.name, queue.paused ? 'resume' : 'pause')}
                  >
                    {t(queue.paused ? 'control.resume' : 'control.pause')}
                  </button>
                  <button
                    className="secondary"
                    disabled={action.isPending || queue.failed === 0}
                    onClick={() => run(queue.name, 'retry-failed')}
                  >
                    {t('control.retryFailed')}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
