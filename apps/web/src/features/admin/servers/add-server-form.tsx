import { SERVER_TYPES, type ServerType } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { adminErrorText } from '../components/admin-error';
import { Field } from '../components/form-parts';
import { useAddServer } from './api/server-status';

/** The spec's region for Add Server. */
const DEFAULT_REGION = 'Southeast Asia';

/**
 * Add Server: declares a process the deployment should have (POST /api/monitoring/add-server); it
 * shows in the process table as expected, not seen, until a process with that SERVER_NAME beats.
 */
export function AddServerForm() {
  const { t } = useTranslation();
  const add = useAddServer();
  const [serverName, setServerName] = useState('');
  const [region, setRegion] = useState(DEFAULT_REGION);
  const [type, setType] = useState<ServerType>('worker');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { serverName: serverName.trim(), region: region.trim(), type },
      {
        onSuccess: (reply) => {
          toast({
            title: t('control.servers.addServerDone', { name: reply.server.name }),
            variant: 'success',
          });
          setServerName('');
        },
        onError: (error) =>
          toast({
            title: t('control.servers.addServerFailed'),
            description: adminErrorText(error, t),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form className="admin-card admin-form add-server" data-testid="add-server" onSubmit={submit}>
      <h3>{t('control.servers.addServer')}</h3>
      <p className="small muted">{t('control.servers.addServerText')}</p>
      <div className="add-server-fields">
        <Field label={t('control.servers.serverName')}>
          <input
            value={serverName}
            onChange={(event) => setServerName(event.target.value)}
            maxLength={60}
            placeholder="worker-payments"
            required
          />
        </Field>
        <Field label={t('control.servers.region')}>
          <input value={region} onChange={(event) => setRegion(event.target.value)} maxLength={60} required />
        </Field>
        <Field label={t('control.servers.type')}>
          <select value={type} onChange={(event) => setType(event.target.value as ServerType)}>
            {SERVER_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`servers.type.${value}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div>
        <button type="submit" disabled={add.isPending || !serverName.trim()}>
          {t('control.servers.addServer')}
        </button>
      </div>
    </form>
  );
}
