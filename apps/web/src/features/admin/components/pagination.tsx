import { ADMIN_PAGE_SIZES } from '@app/domain';
import { useTranslation } from 'react-i18next';

/** 'Showing X to Y of N', Previous / Next, 'Page X of Y' and the page size (10, 15, 50). */
export function Pagination(props: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  /** The 'Showing X to Y of N' text key (it gets from, to and total). */
  showingKey?: string;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  const from = props.total === 0 ? 0 : (props.page - 1) * props.pageSize + 1;
  const to = Math.min(props.total, props.page * props.pageSize);
  return (
    <div className="admin-pagination">
      <span className="muted">
        {t(props.showingKey ?? 'admin.showing', { from, to, total: props.total })}
      </span>
      <label className="row">
        {t('admin.perPage')}
        <select value={props.pageSize} onChange={(event) => props.onPageSize(Number(event.target.value))}>
          {ADMIN_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <PageSteps page={props.page} pages={pages} onPage={props.onPage} />
    </div>
  );
}

/** Previous, 'Page X of Y', Next: a list's steps (alone where the page size is fixed). */
export function PageSteps(props: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={props.className ? `row ${props.className}` : 'row'}>
      <button className="secondary" disabled={props.page <= 1} onClick={() => props.onPage(props.page - 1)}>
        {t('admin.previous')}
      </button>
      <span className="muted">{t('admin.pageOf', { page: props.page, pages: props.pages })}</span>
      <button
        className="secondary"
        disabled={props.page >= props.pages}
        onClick={() => props.onPage(props.page + 1)}
      >
        {t('admin.next')}
      </button>
    </div>
  );
}
