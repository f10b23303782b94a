import type { BulkPreview } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { DialogActions } from './form-parts';
import { DialogTitle, Modal } from '../../../components/dialog';

/**
 * The confirmation of a catalogue-wide action: how many packages change and five before/after
 * samples, computed by the server with the action's own rule; nothing is written until Confirm.
 */
export function PreviewDialog(props: {
  action: string;
  preview: BulkPreview;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { preview } = props;
  return (
    <Modal
      onClose={props.onClose}
      className="dialog admin-form"
      role="alertdialog"
      labelledBy="preview-title"
    >
      <DialogTitle id="preview-title">{t('adminAudit.previewTitle', { action: props.action })}</DialogTitle>
      <p data-testid="preview-count">
        {preview.count ? t('adminAudit.previewCount', { count: preview.count }) : t('adminAudit.previewNone')}
      </p>
      {preview.samples.length > 0 && (
        <>
          <h3 className="small">{t('adminAudit.previewSamples')}</h3>
          <table className="table">
            <tbody>
              {preview.samples.map((sample) => (
                <tr key={sample.id} data-testid="preview-sample">
                  <td>
                    {sample.destination} {sample.data}
                  </td>
                  <td className="mono">
                    {sample.before} → {sample.after}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <DialogActions onCancel={props.onClose} busy={props.pending}>
        <button type="button" onClick={props.onConfirm} disabled={props.pending || preview.count === 0}>
          {t('adminAudit.confirm')}
        </button>
      </DialogActions>
    </Modal>
  );
}
