import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminDeliverySettings } from '@app/contracts';
import { useDeliverySettings, useSaveDeliverySettings } from '../api/admin-attention';
import { Field } from '../components/form-parts';
import { attentionErrorText } from './attention-error';

/** The delivery SLA and the optional automatic refund (empty: off, the default). */
export function DeliverySettingsForm() {
  const { t } = useTranslation();
  const settings = useDeliverySettings();
  const save = useSaveDeliverySettings();
  return (
    <div className="admin-section">
      <h2>{t('attention.settings')}</h2>
      {settings.data ? (
        <SettingsFields
          key={`${settings.data.slaMinutes}:${settings.data.autoRefundMinutes}`}
          stored={settings.data}
          save={save}
        />
      ) : null}
    </div>
  );
}

/** The fields start from what is stored (remounted when it changes); the mutation lives in the parent. */
function SettingsFields({
  stored,
  save,
}: {
  stored: AdminDeliverySettings;
  save: ReturnType<typeof useSaveDeliverySettings>;
}) {
  const { t } = useTranslation();
  const [sla, setSla] = useState(String(stored.slaMinutes));
  const [auto, setAuto] = useState(stored.autoRefundMinutes === null ? '' : String(stored.autoRefundMinutes));
  return (
    <form
      className="admin-form attention-settings"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ slaMinutes: Number(sla), autoRefundMinutes: auto.trim() ? Number(auto) : null });
      }}
    >
      <Field label={t('attention.slaLabel')}>
        <input
          type="number"
          min={1}
          max={1440}
          required
          value={sla}
          onChange={(e) => setSla(e.target.value)}
        />
      </Field>
      <Field label={t('attention.autoRefundLabel')}>
        <input type="number" min={30} max={10080} value={auto} onChange={(e) => setAuto(e.target.value)} />
      </Field>
      <div className="row">
        <button type="submit" disabled={save.isPending}>
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
  );
}
