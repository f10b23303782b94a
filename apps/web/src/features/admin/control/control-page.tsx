import { PAYMENT_PROVIDERS, type PaymentProvider } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../components/toast';
import { useControl, useForceLogoutAll } from '../api/admin-control';
import { packagesCsvUrl } from '../api/admin-packages';
import { useTestConnection } from '../api/payment-settings';
import { adminErrorText } from '../components/admin-error';
import { LoadError } from '../components/load-error';
import { CatalogueActions } from '../packages/bulk-actions';
import { EmergencyStopPanel } from './emergency-stop-panel';
import { QueueTable } from './queue-table';

/**
 * Control (admin §2.8): Emergency Stop, the queues (pause, resume, retry failed, the queue
 * dashboard), Force Logout All, the catalogue actions and the provider connection tests. The spec's
 * other buttons are documented in docs/admin.md ("Control tab").
 */
export function ControlPage() {
  const { t } = useTranslation();
  const control = useControl();
  const logout = useForceLogoutAll();
  const test = useTestConnection();
  const [confirmLogout, setConfirmLogout] = useState(false);

  const testProvider = (provider: PaymentProvider) =>
    test.mutate(provider, {
      onSuccess: (reply) =>
        toast({
          title: t(`adminPayments.testResult.${reply.code}`),
          description: t(`adminPayments.providers.${provider}`),
          variant: reply.status === 'success' ? 'success' : 'destructive',
        }),
      onError: (error) =>
        toast({
          title: t('adminPayments.testResult.provider_error'),
          description: adminErrorText(error, t),
          variant: 'destructive',
        }),
    });

  return (
    <section className="page">
      <div className="page-head">
        <h1>{t('control.tab')}</h1>
      </div>
      {control.isError && <LoadError error={control.error} onRetry={() => void control.refetch()} />}
      <EmergencyStopPanel />

      <section className="admin-section">
        <div className="page-head">
          <h2>{t('control.queuesTitle')}</h2>
          <a href={control.data?.queueDashboardUrl ?? '/api/admin/queues'} target="_blank" rel="noreferrer">
            {t('control.queueDashboard')} ↗
          </a>
        </div>
        <QueueTable queues={control.data?.queues ?? []} />
      </section>

      <section className="admin-section">
        <h2>{t('control.sessionsTitle')}</h2>
        <p className="small">{t('control.forceLogoutText')}</p>
        <button className="danger" onClick={() => setConfirmLogout(true)} disabled={logout.isPending}>
          {t('control.forceLogout')}
        </button>
      </section>

      <section className="admin-section">
        <h2>{t('control.catalogueTitle')}</h2>
        <p className="small muted">{t('control.catalogueHint')}</p>
        <div className="control-actions">
          <CatalogueActions />
          <a
            className="admin-link-button"
            href={packagesCsvUrl({ search: '', continent: '', type: '' })}
            download="packages.csv"
          >
            {t('control.exportPackages')}
          </a>
        </div>
      </section>

      <section className="admin-section">
        <h2>{t('control.testsTitle')}</h2>
        <p className="small muted">{t('control.testsHint')}</p>
        <div className="control-actions">
          {PAYMENT_PROVIDERS.map((provider) => (
            <button
              key={provider}
              className="secondary"
              disabled={test.isPending}
              onClick={() => testProvider(provider)}
            >
              {t('control.testProvider', { provider: t(`adminPayments.providers.${provider}`) })}
            </button>
          ))}
        </div>
      </section>

      {confirmLogout && (
        <ConfirmDialog
          title={t('control.forceLogoutConfirm')}
          text={t('control.forceLogoutText')}
          confirmLabel={t('control.forceLogout')}
          cancelLabel={t('control.cancel')}
          danger
          busy={logout.isPending}
          onConfirm={() =>
            logout.mutate(undefined, {
              onSuccess: (result) => {
                setConfirmLogout(false);
                toast({
                  title: t('control.forcedOut', { sessions: result.revokedSessions, users: result.users }),
                  variant: 'success',
                });
              },
              onError: (error) => {
                setConfirmLogout(false);
                toast({
                  title: t('control.forceLogoutFailed'),
                  description: adminErrorText(error, t),
                  variant: 'destructive',
                });
              },
            })
          }
          onCancel={() => setConfirmLogout(false)}
        />
      )}
    </section>
  );
}
