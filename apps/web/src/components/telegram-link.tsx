import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TelegramLinkStart, TelegramLinkStatus } from '@app/contracts';
import { api } from '../lib/api-client';
import { ConfirmDialog } from './confirm-dialog';
import { toast } from './toast';
import './telegram-link.css';

const KEY = ['account', 'telegram'] as const;

/**
 * Link Telegram through the bot's deep link (opened in a new tab; this section checks every 2 s
 * until the chat is linked), or unlink. Signed-in only. Settings shows it always; the page after a
 * purchase (`offer`) only while the account has no chat linked (and the confirmation once linked).
 */
export function TelegramLink({ offer = false }: { offer?: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<TelegramLinkStart | null>(null);
  const [asking, setAsking] = useState(false);
  const status = useQuery({
    queryKey: KEY,
    queryFn: () => api<TelegramLinkStatus>('/api/account/telegram'),
    refetchInterval: (query) => (pending && !query.state.data?.linked ? 2000 : false),
  });
  const link = useMutation({
    mutationFn: () => api<TelegramLinkStart>('/api/account/telegram/link', { method: 'POST', body: {} }),
    onSuccess: (started) => {
      setPending(started);
      window.open(started.url, '_blank', 'noopener');
    },
    onError: () => toast({ title: t('telegram.settings.failed'), variant: 'destructive' }),
  });
  const unlink = useMutation({
    mutationFn: () => api<TelegramLinkStatus>('/api/account/telegram', { method: 'DELETE' }),
    onSuccess: (saved) => {
      setPending(null);
      queryClient.setQueryData(KEY, saved);
      toast({ title: t('telegram.settings.unlinked'), variant: 'success' });
    },
    onError: () => toast({ title: t('telegram.settings.failed'), variant: 'destructive' }),
  });
  const data = status.data;
  if (offer && (!data || !data.available || (data.linked && !pending))) return null;
  return (
    <section className="card telegram-link" aria-labelledby="telegram-title" data-testid="telegram-link">
      <h2 id="telegram-title">{t('telegram.settings.title')}</h2>
      <p className="muted">{t('telegram.settings.intro')}</p>
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
              text={t('telegram.settings.unlinkConfirm')}
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
