import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeliverySettings, useSaveDeliverySettings } from '../api/admin-attention';
import { attentionErrorText } from './attention-error';

/** The delivery SLA and the optional automatic refund (empty: off, the default). */
export function DeliverySettingsForm() {
  const { t } = useTranslation();
  const settings = useDeliverySettings();
  const save = useSaveDeliverySettings();
  const [sla, setSla] = useState('');
  const [auto, setAuto] = useState('');
  useEffect(() => {
    if (!settings.data) return;
    setSla(String(settings.data.slaMinutes));
    setAuto(settings.data.autoRefundMinutes === null ? '' : String(settings.data.autoRefundMinutes));
  }, [settings.data]);

  return (
    <div className="admin-section">
      <h2>{t('attention.settings')}</h2>
      <form
        className="admin-form attention-settings"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ slaMinutes: Number(sla), autoRefundMinutes: auto.trim() ? Number(auto) : null });
        }}
      >
        <label>
          {t('attention.slaLabel')}
          <input
            type="number"
            min={1}
            max={1440}
            required
            value={sla}
            onChange={(e) => setSla(e.target.value)}
          />
        </label>
        <label>
          {t('attention.autoRefundLabel')}
          <input type="number" min={30} max={10080} value={auto} onChange={(e) => setAuto(e.target.value)} />
        </label>
        <div className="row">
          <button type="submit" disabled={save.isPending || !settings.data}>
            {t('attention.save')}
          </button>
          {save.isSuccess ? <span className="muted">{t('attention.settingsSaved')}</span> : null}
        </div>
        {save.error ? (
          <div className="error-text" role="alert">
            {attentionErrorText(save.error, t)}
          </div>
        ) : null}
      </form>
    </div>
  );
}
