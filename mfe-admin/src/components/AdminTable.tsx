import { Table, type TableColumnsType, type TablePaginationConfig } from 'antd';

interface AdminTableProps<T> {
  columns: TableColumnsType<T>;
  rows: readonly T[] | undefined;
  /** The first answer is on its way (the table says so), or a later one (the rows shown stay, dimmed). */
  isLoading: boolean;
  isValidating?: boolean;
  error: unknown;
  /** What the rows are, as the table's empty states name them: "drivers" gives "Loading drivers...". */
  what: string;
  /** The empty state's own words, when the spec names them ("No drivers found"). */
  empty?: string;
  /** Its pages; false for a short list shown whole. */
  pagination: TablePaginationConfig | false;
  rowClassName?: (row: T) => string;
}

/** A tab's table of records with an id: its loading, failed and empty states in words, and its pages. */
export function AdminTable<T extends { id: number | string }>({
  columns,
  rows,
  isLoading,
  isValidating = false,
  error,
  what,
  empty = `No ${what} found`,
  pagination,
  rowClassName,
}: AdminTableProps<T>) {
  const emptyText = isLoading ? `Loading ${what}...` : error ? `The ${what} could not be loaded. Reload the page to try again.` : empty;
  return (
    <Table<T>
      className="admin-table"
      rowKey="id"
      columns={columns}
      dataSource={rows ? [...rows] : []}
      loading={isValidating && !isLoading}
      locale={{ emptyText }}
      pagination={pagination}
      rowClassName={rowClassName}
    />
  );
}
