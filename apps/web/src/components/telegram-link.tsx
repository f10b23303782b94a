import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TelegramLinkStart, TelegramLinkStatus } from '@app/contracts';
import { api } from '../lib/api-client';
import { ConfirmDialog } from './confirm-dialog';
import { toast } from './toast';
import './telegram-link.css';

/** Whose notices the chat gets: the signed-in account's, or one order's (its link, or a rescue link). */
export type TelegramScope =
  | { kind: 'account' }
  | { kind: 'order'; orderNumber: string; token: string }
  | { kind: 'rescue'; esimId: string; t: string };

const ACCOUNT: TelegramScope = { kind: 'account' };

/** The three calls of a scope: status, a fresh deep link, unlink. */
function callsOf(scope: TelegramScope) {
  switch (scope.kind) {
    case 'account':
      return {
        key: ['account', 'telegram'],
        status: () => api<TelegramLinkStatus>('/api/account/telegram'),
        link: () => api<TelegramLinkStart>('/api/account/telegram/link', { method: 'POST', body: {} }),
        unlink: () => api<TelegramLinkStatus>('/api/account/telegram', { method: 'DELETE' }),
      };
    case 'order': {
      const body = { orderNumber: scope.orderNumber, token: scope.token };
      return {
        key: ['telegram', 'order', scope.orderNumber],
        status: () => api<TelegramLinkStatus>('/api/orders/telegram', { method: 'POST', body }),
        link: () => api<TelegramLinkStart>('/api/orders/telegram/link', { method: 'POST', body }),
        unlink: () => api<TelegramLinkStatus>('/api/orders/telegram/unlink', { method: 'POST', body }),
      };
    }
    case 'rescue': {
      const base = `/api/rescue/${encodeURIComponent(scope.esimId)}/telegram`;
      return {
        key: ['telegram', 'rescue', scope.esimId],
        status: () => api<TelegramLinkStatus>(`${base}?t=${encodeURIComponent(scope.t)}`),
        link: () => api<TelegramLinkStart>(`${base}/link`, { method: 'POST', body: { t: scope.t } }),
        unlink: () => api<TelegramLinkStatus>(`${base}/unlink`, { method: 'POST', body: { t: scope.t } }),
      };
    }
  }
}

/**
 * Link Telegram through the bot's deep link (opened in a new tab; this section checks every 2 s
 * until the chat is linked), or unlink. For the signed-in account (Settings shows it always; the
 * page after a purchase, `offer`, only while the account has no chat linked, and the confirmation
 * once linked), or for one order without an account (the order's page, an alert's rescue page).
 */
export function TelegramLink({ offer = false, scope = ACCOUNT }: { offer?: boolean; scope?: TelegramScope }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const calls = callsOf(scope);
  const forOrder = scope.kind !== 'account';
  const [pending, setPending] = useState<TelegramLinkStart | null>(null);
  const [asking, setAsking] = useState(false);
  const status = useQuery({
    queryKey: calls.key,
    queryFn: calls.status,
    refetchInterval: (query) => (pending && !query.state.data?.linked ? 2000 : false),
  });
  const link = useMutation({
    mutationFn: calls.link,
    onSuccess: (started) => {
      setPending(started);
      window.open(started.url, '_blank', 'noopener');
    },
    onError: () => toast({ title: t('telegram.settings.failed'), variant: 'destructive' }),
  });
  const unlink = useMutation({
    mutationFn: calls.unlink,
    onSuccess: (saved) => {
      setPending(null);
      queryClient.setQueryData(calls.key, saved);
      toast({ title: t('telegram.settings.unlinked'), variant: 'success' });
    },
    onError: () => toast({ title: t('telegram.settings.failed'), variant: 'destructive' }),
  });
  const data = status.data;
  if (offer && (!data || !data.available || (data.linked && !pending))) return null;
  // an order's section shows only where the bot is there to link (no waiting state, no error)
  if (forOrder && (!data || !data.available)) return null;
  return (
    <section className="card telegram-link" aria-labelledby="telegram-title" data-testid="telegram-link">
      <h2 id="telegram-title">{t('telegram.settings.title')}</h2>
      <p className="muted">{t(forOrder ? 'telegram.settings.orderIntro' : 'telegram.settings.intro')}</p>
      {data && !data.available ? (
        <p className="muted">{t('telegram.settings.unavailable')}</p>
      ) : data?.linked ? (
        <div className="stack">
          <p>
            <strong>{t('telegram.settings.linkedAs', { name: data.name })}</strong>
          </p>
          <button className="secondary" disabled={unlink.isPending} onClick={() => setAsking(true)}>
            {t('telegram.settings.unlink')}
          </button>
          {asking ? (
            <ConfirmDialog
              title={t('telegram.settings.unlink')}
              text={t(forOrder ? 'telegram.settings.orderUnlinkConfirm' : 'telegram.settings.unlinkConfirm')}
              confirmLabel={t('telegram.settings.unlink')}
              cancelLabel={t('account.settings.cancel')}
              onConfirm={() => {
                setAsking(false);
                unlink.mutate();
              }}
              onCancel={() => setAsking(false)}
            />
          ) : null}
        </div>
      ) : pending ? (
        <div className="stack" role="status">
          <p>{t('telegram.settings.waiting')}</p>
          <a href={pending.url} target="_blank" rel="noopener noreferrer">
            {t('telegram.settings.openAgain')}
          </a>
        </div>
      ) : (
        <button disabled={!data || link.isPending} onClick={() => link.mutate()}>
          {t('telegram.settings.link')}
        </button>
      )}
    </section>
  );
}
