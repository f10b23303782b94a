import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ESIM_ALERT_KINDS, type AlertPreferences, type EsimAlertKind } from '@app/contracts';
import { api } from '../lib/api-client';
import { toast } from './toast';

const KEY = ['account', 'alert-preferences'] as const;

/** Settings: the usage and expiry alerts, each on or off (saved at once). Signed-in only. */
export function AlertSettings() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const preferences = useQuery({
    queryKey: KEY,
    queryFn: () => api<AlertPreferences>('/api/account/alert-preferences'),
  });
  const save = useMutation({
    mutationFn: (change: Partial<AlertPreferences>) =>
      api<AlertPreferences>('/api/account/alert-preferences', { method: 'PUT', body: change }),
    onSuccess: (saved) => {
      queryClient.setQueryData(KEY, saved);
      toast({ title: t('alerts.settings.saved'), variant: 'success' });
    },
    onError: () => toast({ title: t('alerts.settings.failed'), variant: 'destructive' }),
  });
  const toggle = (kind: EsimAlertKind, on: boolean) => save.mutate({ [kind]: on });
  return (
    <section className="card alert-settings" aria-labelledby="alerts-title" data-testid="alert-settings">
      <h2 id="alerts-title">{t('alerts.settings.title')}</h2>
      <p className="muted">{t('alerts.settings.intro')}</p>
      {ESIM_ALERT_KINDS.map((kind) => (
        <label key={kind}>
          <input
            type="checkbox"
            name={kind}
            checked={preferences.data?.[kind] ?? true}
            disabled={!preferences.data || save.isPending}
            onChange={(event) => toggle(kind, event.target.checked)}
          />
          {t(`alerts.settings.${kind}`)}
        </label>
      ))}
    </section>
  );
}
