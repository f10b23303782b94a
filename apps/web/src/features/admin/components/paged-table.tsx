import type { ReactNode } from 'react';
import { Pagination } from './pagination';

/** A page of a server-paged admin list (`AdminPage<T>` answers). */
interface ListPage {
  items: readonly unknown[];
  page: number;
  pageSize: number;
  total: number;
}

/**
 * An admin list: its table (the headings, the rows given, one line saying so when the page is
 * empty) and the pager under it. On a phone the rows become cards (the layout's table labels).
 */
export function PagedTable(props: {
  testId: string;
  className?: string;
  headings: ReactNode[];
  page: ListPage;
  /** What an empty page says. */
  empty: ReactNode;
  /** The pager's 'Showing X to Y of N' text key. */
  showingKey?: string;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  children: ReactNode;
}) {
  return (
    <>
      <AdminTable testId={props.testId} className={props.className} headings={props.headings}>
        {props.children}
        {props.page.items.length === 0 && (
          <tr>
            <td colSpan={props.headings.length} className="muted">
              {props.empty}
            </td>
          </tr>
        )}
      </AdminTable>
      <Pagination
        page={props.page.page}
        pageSize={props.page.pageSize}
        total={props.page.total}
        showingKey={props.showingKey}
        onPage={props.onPage}
        onPageSize={props.onPageSize}
      />
    </>
  );
}

/** An admin table: its headings and the rows given, scrolling sideways when it is wider than the page. */
export function AdminTable(props: {
  testId?: string;
  className?: string;
  headings: ReactNode[];
  children: ReactNode;
}) {
  return (
    <div className="admin-table-wrap">
      <table className={props.className ? `table ${props.className}` : 'table'} data-testid={props.testId}>
        <thead>
          <tr>
            {props.headings.map((heading, index) => (
              <th key={index}>{heading}</th>
            ))}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}
