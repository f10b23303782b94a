import { formatUsage } from '@app/domain';
import { useTranslation } from 'react-i18next';

/** Used / allowance / remaining with a progress bar; "not reported" when the provider gave no usage. */
export function UsageBar(props: {
  usedMb: number | null;
  remainingMb: number | null;
  totalMb: number;
  allowance: string;
}) {
  const { t } = useTranslation();
  const percent =
    props.usedMb === null || props.totalMb <= 0
      ? null
      : Math.min(100, Math.round((props.usedMb / props.totalMb) * 1000) / 10);
  return (
    <div className="usage-bar" data-testid="usage-bar">
      <div className="usage-numbers">
        <div>
          <span className="muted small">{t('esims.usage.used')}</span>
          <strong data-testid="data-used">{props.usedMb === null ? '—' : formatUsage(props.usedMb)}</strong>
        </div>
        <div>
          <span className="muted small">{t('esims.usage.allowance')}</span>
          <strong>{props.allowance}</strong>
        </div>
        <div>
          <span className="muted small">{t('esims.usage.remaining')}</span>
          <strong>{props.remainingMb === null ? '—' : formatUsage(props.remainingMb)}</strong>
        </div>
      </div>
      <div
        className="progress"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? 0}
        aria-label={t('esims.usage.used')}
      >
        <span style={{ width: `${percent ?? 0}%` }} />
      </div>
      <p className="muted small">
        {percent === null ? t('esims.usage.notReported') : t('esims.usage.percent', { percent })}
      </p>
    </div>
  );
}
