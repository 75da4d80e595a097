import type { ReactNode } from 'react';
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

export type AdminTableProps = {
  /** The column headers, in order. */
  columns: ReactNode[];
  caption?: ReactNode;
  /** The body's rows. */
  children: ReactNode;
};

/** An admin table: scrolls sideways inside itself on a phone, its header row of column headers. */
export function AdminTable({ columns, caption, children }: AdminTableProps) {
  return (
    <TableScroll>
      <DataTable>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column, index) => (
              // The columns are a fixed list per table: their place is their identity.
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </DataTable>
    </TableScroll>
  );
}
