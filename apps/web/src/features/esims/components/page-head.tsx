import { useTranslation } from 'react-i18next';
import { useGo } from '../../../lib/navigation';

/** Back to /my-esims and the page's title. */
export function PageHead({ title }: { title: string }) {
  const { t } = useTranslation();
  const navigate = useGo();
  return (
    <header className="esims-header">
      <button
        type="button"
        className="icon-button"
        aria-label={t('esims.back')}
        onClick={() => navigate('/my-esims')}
      >
        ←
      </button>
      <div className="esims-header-title">
        <h1>{title}</h1>
      </div>
    </header>
  );
}
