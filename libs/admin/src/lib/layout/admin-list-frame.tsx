import type { ReactNode } from 'react';
import styled from 'styled-components';
import { DataTable, EmptyState, ErrorState, Skeleton, TableScroll, type EmptyStateProps } from '@phc/ui';

/** What the frame reads of a query (a `useQuery` result fits; several queries can be joined into one). */
export type ListQueryState<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
};

export type AdminListFrameProps<T> = {
  query: ListQueryState<T>;
  /** The empty state shown instead of the list, or null when there is something to show. */
  empty?: (data: T) => EmptyStateProps | null;
  /** About the height of what loads, so the page does not jump when it arrives. */
  skeletonHeight?: string;
  children: (data: T) => ReactNode;
};

/**
 * Every admin list's states in one place: a skeleton while loading, the error with a retry, the
 * empty state, else the list. A failed refetch shows the error even over data already there.
 */
export function AdminListFrame<T>({ query, empty, skeletonHeight = '12rem', children }: AdminListFrameProps<T>) {
  if (query.isPending) return <Skeleton height={skeletonHeight} />;
  if (query.isError || query.data === undefined) return <ErrorState onRetry={() => void query.refetch()} />;
  const emptyState = empty?.(query.data);
  return emptyState ? <EmptyState {...emptyState} /> : children(query.data);
}

/** A column header that sorts the table: a click on it asks the owner to sort by its key. */
export type SortableColumn<K extends string> = { label: ReactNode; sortKey: K };

export type AdminTableSort<K extends string> = { key: K; direction: 'asc' | 'desc' };

export type AdminTableProps<K extends string = string> = {
  /** The column headers, in order; a sortable one names its sort key. */
  columns: (ReactNode | SortableColumn<K>)[];
  caption?: ReactNode;
  /** Makes the scroll box a labelled region a keyboard reaches: for a table with nothing focusable inside (TableScroll's `$label`). */
  label?: string;
  /** How the rows are sorted now, for the sortable columns. */
  sort?: AdminTableSort<K>;
  onSort?: (key: K) => void;
  /** The body's rows. */
  children: ReactNode;
};

/** A sortable column header's toggle: a button the size of a touch target, as bold as the header. */
const StyledSortButton = styled.button`
  all: unset;
  cursor: pointer;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const isSortable = <K extends string>(column: ReactNode | SortableColumn<K>): column is SortableColumn<K> => typeof column === 'object' && column !== null && 'sortKey' in column;

function ColumnHeader<K extends string>({ column, sort, onSort }: { column: ReactNode | SortableColumn<K>; sort?: AdminTableSort<K>; onSort?: (key: K) => void }) {
  if (!isSortable(column)) return <th scope="col">{column}</th>;
  const sorted = sort?.key === column.sortKey ? sort.direction : null;
  return (
    <th scope="col" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
      <StyledSortButton type="button" onClick={() => onSort?.(column.sortKey)}>
        {column.label}
        <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
      </StyledSortButton>
    </th>
  );
}

/** An admin table: scrolls sideways inside itself on a phone, its header row of column headers (some may sort). */
export function AdminTable<K extends string = string>({ columns, caption, label, sort, onSort, children }: AdminTableProps<K>) {
  return (
    <TableScroll $label={label}>
      <DataTable>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column, index) => (
              // The columns are a fixed list per table: their place is their identity.
              <ColumnHeader key={index} column={column} sort={sort} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </DataTable>
    </TableScroll>
  );
}
