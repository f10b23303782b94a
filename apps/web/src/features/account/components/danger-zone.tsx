import type { UserView } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { signOut } from '../../../lib/sign-out';
import { useDeleteAccount } from '../api/auth-calls';
import { serverMessage, text, useMessage } from '../account-errors';
import { ErrorBox } from './error-box';

/** Sign out and delete account, each after a confirmation. */
export function DangerZone({ user }: { user: UserView | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const [asking, setAsking] = useState<'signout' | 'delete' | null>(null);
  const [error, setError] = useMessage();

  const deleteAccount = () => {
    if (!user) return setError(text('account.settings.deleteNeedsSignIn'));
    remove.mutate(user.id, {
      onSuccess: () => void signOut(queryClient),
      onError: (failure) => {
        setAsking(null);
        setError(text('account.settings.deleteFailed', { message: serverMessage(failure) }));
      },
    });
  };

  return (
    <section className="card danger-zone" aria-labelledby="danger-title">
      <h2 id="danger-title">{t('account.settings.dangerZone')}</h2>
      <ErrorBox message={error} />
      <div className="stack">
        <button className="secondary" onClick={() => setAsking('signout')}>
          {t('account.settings.signOut')}
        </button>
        <button className="danger" onClick={() => setAsking('delete')}>
          {t('account.settings.deleteAccount')}
        </button>
      </div>
      {asking === 'signout' ? (
        <ConfirmDialog
          title={t('account.settings.signOut')}
          text={t('account.settings.signOutConfirm')}
          confirmLabel={t('account.settings.signOut')}
          cancelLabel={t('account.settings.cancel')}
          onConfirm={() => void signOut(queryClient)}
          onCancel={() => setAsking(null)}
        />
      ) : null}
      {asking === 'delete' ? (
        <ConfirmDialog
          title={t('account.settings.deleteAccount')}
          text={t('account.settings.deleteConfirm')}
          confirmLabel={
            remove.isPending ? t('account.settings.deleting') : t('account.settings.deleteAccount')
          }
          cancelLabel={t('account.settings.cancel')}
          danger
          busy={remove.isPending}
          onConfirm={deleteAccount}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </section>
  );
}
