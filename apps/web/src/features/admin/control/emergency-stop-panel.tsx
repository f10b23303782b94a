import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../components/toast';
import { useControl, useEmergencyStop } from '../api/admin-control';
import { adminErrorText } from '../components/admin-error';
import { dateTime } from '../components/format';

/** Emergency Stop and Resume, on the Control and Server Control tabs. */
export function EmergencyStopPanel() {
  const { t } = useTranslation();
  const control = useControl();
  const stop = useEmergencyStop();
  const [confirming, setConfirming] = useState(false);
  const state = control.data?.emergencyStop;

  const run = (action: 'stop' | 'resume') =>
    stop.mutate(action, {
      onSuccess: () => {
        setConfirming(false);
        toast({
          title: t(action === 'stop' ? 'control.stopDone' : 'control.resumeDone'),
          variant: 'success',
        });
      },
      onError: (error) => {
        setConfirming(false);
        toast({
          title: t(action === 'stop' ? 'control.stopFailed' : 'control.resumeFailed'),
          description: adminErrorText(error, t),
          variant: 'destructive',
        });
      },
    });

  return (
    <section className={`control-stop${state?.stopped ? ' on' : ''}`} data-testid="emergency-stop">
      <h2>{t('control.stopTitle')}</h2>
      <p className="small">{t('control.stopText')}</p>
      {state?.stopped ? (
        <>
          <p role="status" data-testid="stop-state">
            {t('control.stopped', {
              time: state.since ? dateTime(state.since) : '',
              who: state.byEmail ?? '',
              queues: state.pausedQueues.join(', ') || '—',
            })}
          </p>
          <button onClick={() => run('resume')} disabled={stop.isPending}>
            {t('control.resumeButton')}
          </button>
        </>
      ) : (
        <>
          <p role="status" data-testid="stop-state">
            {t('control.running')}
          </p>
          <button className="danger" onClick={() => setConfirming(true)} disabled={!state || stop.isPending}>
            {t('control.stopButton')}
          </button>
        </>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('control.stopConfirm')}
          text={t('control.stopText')}
          confirmLabel={t('control.stopButton')}
          cancelLabel={t('control.cancel')}
          danger
          busy={stop.isPending}
          onConfirm={() => run('stop')}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
