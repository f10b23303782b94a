import {
  LIVE_MODE,
  PAYMENT_PROVIDERS,
  PROVIDER_FIELDS,
  SWITCH_FIELDS,
  type PaymentProvider,
  type ProviderSettingsView,
  type ProviderStatus,
  type ReadinessIssue,
} from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import {
  usePaymentSettings,
  useSaveCredentials,
  useSwitchMode,
  useTestConnection,
} from '../api/payment-settings';
import { adminErrorText } from '../components/admin-error';
import { dateTime } from '../components/format';
import { LoadError } from '../components/load-error';
import { TabList, TabPanel, Tabs } from '../../../components/tabs';

const BADGE: Record<ProviderStatus, string> = {
  connected: 'success',
  failed: 'destructive',
  untested: 'secondary',
  not_configured: 'outline',
};

/** Fields typed like passwords (never echoed on screen while typed). */
const SECRET_FIELDS = new Set([
  'apiKey',
  'clientSecret',
  'secretKey',
  'webhookSecret',
  'password',
  'signKey',
]);

function StatusBadge({ status }: { status: ProviderStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`badge admin-badge-${BADGE[status]}`} data-testid="provider-status">
      {t(`adminPayments.status.${status}`)}
    </span>
  );
}

/**
 * Payment Settings (admin §2.11): a card per provider with its status badge, a tab per provider
 * (mode, masked credentials, Test connection) and the Production Configuration Summary. Polled
 * every 10 s; stored values never come back, only their last 4 characters.
 */
export function PaymentsPage() {
  const { t } = useTranslation();
  const settings = usePaymentSettings();
  const [tab, setTab] = useState<PaymentProvider>('payway');
  const data = settings.data;
  return (
    <section className="page">
      <div className="page-head">
        <h1>{t('adminPayments.title')}</h1>
        <button className="secondary" onClick={() => void settings.refetch()}>
          {t('adminPayments.refresh')}
        </button>
      </div>
      {settings.isError && <LoadError error={settings.error} onRetry={() => void settings.refetch()} />}
      {!data ? (
        !settings.isError && <p className="muted">{t('admin.loading')}</p>
      ) : (
        <>
          <div className="admin-cards">
            {PAYMENT_PROVIDERS.map((provider) => (
              <button
                key={provider}
                type="button"
                className="admin-card payments-card"
                data-testid={`provider-card-${provider}`}
                onClick={() => setTab(provider)}
              >
                <h3>{t(`adminPayments.providers.${provider}`)}</h3>
                <StatusBadge status={data.data[provider].status} />
                <div className="muted small">{t(`adminPayments.modes.${data.data[provider].mode}`)}</div>
                {!data.data[provider].usedByCheckout && (
                  <span className="badge admin-badge-outline">{t('adminPayments.notUsedByCheckout')}</span>
                )}
              </button>
            ))}
          </div>
          <Tabs value={tab} onChange={setTab}>
            <TabList
              tabs={PAYMENT_PROVIDERS}
              label={t('adminPayments.title')}
              className="row wrap"
              otherClassName="secondary"
            >
              {(provider) => t(`adminPayments.providers.${provider}`)}
            </TabList>
            <TabPanel>
              <ProviderPanel key={tab} view={data.data[tab]} />
            </TabPanel>
          </Tabs>
          <section className="admin-section" data-testid="production-summary">
            <h2>{t('adminPayments.summaryTitle')}</h2>
            {data.summary.ready ? (
              <p className="ok-text">{t('adminPayments.ready')}</p>
            ) : (
              <>
                <p>{t('adminPayments.notReady')}</p>
                <ul>
                  {data.summary.issues.map((issue) => (
                    <li
                      key={`${issue.provider}-${issue.code}-${issue.field ?? ''}`}
                      data-testid="summary-issue"
                    >
                      <IssueText issue={issue} />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        </>
      )}
    </section>
  );
}

function IssueText({ issue }: { issue: ReadinessIssue }) {
  const { t } = useTranslation();
  return (
    <>
      {t(`adminPayments.issues.${issue.code}`, {
        provider: t(`adminPayments.providers.${issue.provider}`),
        field: issue.field ? t(`adminPayments.fields.${issue.field}`) : '',
        mode: t(`adminPayments.modes.${LIVE_MODE[issue.provider]}`),
      })}
    </>
  );
}

function ProviderPanel({ view }: { view: ProviderSettingsView }) {
  const { t } = useTranslation();
  const fields = PROVIDER_FIELDS[view.provider] as readonly string[];
  const [draft, setDraft] = useState<Record<string, string>>({});
  // RoameSIM's credentials are read-only until Edit Credentials (spec admin §7); Cancel or a save
  // returns to read-only and clears the draft.
  const lockable = view.provider === 'roamesim';
  const [editing, setEditing] = useState(false);
  const readOnly = lockable && !editing;
  const stopEditing = () => {
    setDraft({});
    setEditing(false);
  };
  const save = useSaveCredentials();
  // A switch shows the choice just made from the click itself until the settings are read back.
  const [choice, setChoice] = useState<{ field: string; on: boolean } | null>(null);
  const switchMode = useSwitchMode();
  const test = useTestConnection();
  const other = view.modes.find((mode) => mode !== view.mode);
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: adminErrorText(error, t), variant: 'destructive' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const credentials = Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim()));
    save.mutate(
      { provider: view.provider, credentials },
      {
        onSuccess: (reply) => {
          stopEditing();
          toast({
            title:
              reply.message === 'Nothing changed'
                ? t('adminPayments.nothingChanged')
                : t('adminPayments.saved'),
            variant: 'success',
          });
        },
        onError: failed(t('adminPayments.saveFailed')),
      },
    );
  };

  return (
    <section
      className="admin-section"
      role="tabpanel"
      aria-label={t(`adminPayments.providers.${view.provider}`)}
    >
      <div className="row wrap">
        <h2>{t(`adminPayments.providers.${view.provider}`)}</h2>
        <StatusBadge status={view.status} />
      </div>
      {!view.usedByCheckout && <p className="admin-warning">{t('adminPayments.notUsedHint')}</p>}
      <p className="muted small">{t(`adminPayments.source.${view.source}`)}</p>
      <div className="row wrap">
        <span>
          {t('adminPayments.mode')}:{' '}
          <strong data-testid="provider-mode">{t(`adminPayments.modes.${view.mode}`)}</strong>
        </span>
        {other ? (
          <button
            className="secondary"
            disabled={switchMode.isPending}
            onClick={() =>
              switchMode.mutate(
                { provider: view.provider, mode: other },
                {
                  onSuccess: () => toast({ title: t('adminPayments.saved'), variant: 'success' }),
                  onError: failed(t('adminPayments.saveFailed')),
                },
              )
            }
          >
            {t('adminPayments.switchTo', { mode: t(`adminPayments.modes.${other}`) })}
          </button>
        ) : (
          <span className="muted small">{t('adminPayments.alwaysProduction')}</span>
        )}
      </div>
      {(SWITCH_FIELDS[view.provider] ?? []).map((field) => (
        <label key={field} className="row">
          <input
            type="checkbox"
            name={field}
            checked={choice?.field === field ? choice.on : view.usedByCheckout}
            disabled={save.isPending}
            onChange={(event) => {
              const on = event.target.checked;
              setChoice({ field, on });
              save.mutate(
                { provider: view.provider, credentials: { [field]: String(on) } },
                {
                  onSuccess: () => toast({ title: t('adminPayments.saved'), variant: 'success' }),
                  onError: failed(t('adminPayments.saveFailed')),
                  onSettled: () => setChoice(null),
                },
              );
            }}
          />
          {t(`adminPayments.fields.${field}`)}
        </label>
      ))}
      <form className="admin-form" onSubmit={submit} autoComplete="off">
        <h3>{t('adminPayments.credentials')}</h3>
        {readOnly ? null : <p className="muted small">{t('adminPayments.keepHint')}</p>}
        <div className="package-dialog-grid">
          {fields.map((field) => {
            const current = view.credentials[field];
            return (
              <label key={field}>
                {t(`adminPayments.fields.${field}`)}
                {readOnly ? null : field === 'rsaPublicKey' ? (
                  // A PEM has line breaks, which a one-line input would drop.
                  <textarea
                    name={field}
                    rows={3}
                    autoComplete="off"
                    placeholder={current?.set ? current.masked : t('adminPayments.notSet')}
                    value={draft[field] ?? ''}
                    onChange={(event) => setDraft((values) => ({ ...values, [field]: event.target.value }))}
                  />
                ) : (
                  <input
                    name={field}
                    type={SECRET_FIELDS.has(field) ? 'password' : 'text'}
                    autoComplete="off"
                    placeholder={current?.set ? current.masked : t('adminPayments.notSet')}
                    value={draft[field] ?? ''}
                    onChange={(event) => setDraft((values) => ({ ...values, [field]: event.target.value }))}
                  />
                )}
                <span
                  className={current?.set ? 'muted small mono' : 'muted small'}
                  data-testid={`current-${field}`}
                >
                  {current?.set ? current.masked : t('adminPayments.notSet')}
                </span>
              </label>
            );
          })}
        </div>
        <div className="row wrap">
          {readOnly ? (
            <button type="button" onClick={() => setEditing(true)}>
              {t('adminPayments.editCredentials')}
            </button>
          ) : (
            <button
              type="submit"
              disabled={save.isPending || !Object.values(draft).some((value) => value.trim())}
            >
              {t('adminPayments.save')}
            </button>
          )}
          {lockable && editing ? (
            <button type="button" className="secondary" onClick={stopEditing} disabled={save.isPending}>
              {t('admin.cancel')}
            </button>
          ) : null}
          <button
            type="button"
            className="secondary"
            disabled={test.isPending}
            onClick={() =>
              test.mutate(view.provider, {
                onSuccess: (reply) =>
                  toast({
                    title: t(`adminPayments.testResult.${reply.code}`),
                    variant: reply.status === 'success' ? 'success' : 'destructive',
                  }),
                onError: failed(t('adminPayments.testResult.provider_error')),
              })
            }
          >
            {test.isPending ? t('adminPayments.testing') : t('adminPayments.test')}
          </button>
        </div>
        {view.lastTest && (
          <p className={view.lastTest.ok ? 'ok-text small' : 'small'} data-testid="last-test">
            {t(`adminPayments.testResult.${view.lastTest.code}`)}
            {view.lastTest.detail ? ` (${view.lastTest.detail})` : ''} ·{' '}
            {t('adminPayments.lastTest', { time: dateTime(view.lastTest.at) })}
          </p>
        )}
      </form>
    </section>
  );
}
