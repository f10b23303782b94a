import type { EsimView } from '@app/contracts';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyRow } from '../../../components/esim/copy-button';
import { dateLabel, esimDateRows } from '../../../components/esim/esim-format';

/** ICCID, activation code and LPA code with copy buttons; created date, and install-by / validity or expiry (esimDateRows). */
export function TechnicalInfo({ esim }: { esim: EsimView }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="technical-info">
      <CopyRow label={t('esims.dialog.iccid')} value={esim.iccid} />
      <CopyRow label={t('esims.dialog.activationCode')} value={esim.activationCode} />
      <CopyRow label={t('esims.dialog.lpa')} value={esim.qrCodeData} />
      <dl className="facts">
        <dt>{t('esims.dialog.smdp')}</dt>
        <dd>{esim.smdpAddress}</dd>
        <dt>{t('esims.dialog.created')}</dt>
        <dd>{dateLabel(esim.createdAt, i18n.language)}</dd>
        {esimDateRows(t, esim, i18n.language).map((row) => (
          <Fragment key={row.label}>
            <dt>{row.label}</dt>
            <dd data-testid="esim-date">{row.value}</dd>
          </Fragment>
        ))}
        <dt>{t('esims.dialog.providerOrder')}</dt>
        <dd>{esim.providerOrderNumber}</dd>
      </dl>
    </div>
  );
}
