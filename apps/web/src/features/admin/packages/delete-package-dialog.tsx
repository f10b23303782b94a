import type { AdminPackageRow } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { useDeletePackage } from '../api/admin-packages';
import { adminErrorText } from '../components/admin-error';
import { DialogActions } from '../components/form-parts';
import { DialogTitle, Modal } from '../../../components/dialog';

/**
 * The spec's delete confirmation for a hand-made package, with the truth about sold ones; a synced
 * package is told it will be withdrawn. Neither a sold nor a synced package is deleted (order lines
 * keep their snapshot).
 */
export function DeletePackageDialog({ row, onClose }: { row: AdminPackageRow; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeletePackage();
  const confirm = () =>
    remove.mutate(row.id, {
      onSuccess: (result) => {
        toast({
          title: result.deleted ? t('adminPackages.deleted') : t('adminPackages.withdrawnDone'),
          variant: 'success',
        });
        onClose();
      },
      onError: (error) =>
        toast({
          title: t('adminPackages.deleteFailed'),
          description: adminErrorText(error, t),
          variant: 'destructive',
        }),
    });
  return (
    <Modal onClose={onClose} className="dialog admin-form" role="alertdialog" labelledBy="delete-title">
      <DialogTitle id="delete-title">{t('adminPackages.deleteTitle')}</DialogTitle>
      {row.origin === 'roamesim' ? (
        <p>{t('adminPackages.deleteSyncedText')}</p>
      ) : (
        <>
          <p>{t('adminPackages.deleteText', { name: `${row.destination} ${row.data} (${row.apiCode})` })}</p>
          <p className="muted">{t('adminPackages.deleteSoldText')}</p>
        </>
      )}
      <DialogActions onCancel={onClose} busy={remove.isPending}>
        <button type="button" className="danger" onClick={confirm} disabled={remove.isPending}>
          {t('adminPackages.delete')}
        </button>
      </DialogActions>
    </Modal>
  );
}
