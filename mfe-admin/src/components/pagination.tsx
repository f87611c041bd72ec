import type { TablePaginationConfig } from 'antd';

/** Previous and Next say so in words: antd's arrows alone leave the buttons without a name. */
const itemRender: TablePaginationConfig['itemRender'] = (_page, type, original) =>
  type === 'prev' ? (
    <button type="button" className="ant-pagination-item-link admin-pagination__step">
      Previous
    </button>
  ) : type === 'next' ? (
    <button type="button" className="ant-pagination-item-link admin-pagination__step">
      Next
    </button>
  ) : (
    original
  );

/** A table's pages, asked of the service one at a time: `page` and `pageSize` from the address, `total` from the answer. */
export function servicePages(
  { page, pageSize }: { page: string; pageSize: string },
  total: number,
  onChange: (change: { page: string; pageSize: string }) => void,
): TablePaginationConfig {
  return {
    current: Number(page),
    pageSize: Number(pageSize),
    total,
    itemRender,
    showSizeChanger: true,
    pageSizeOptions: [10, 20, 50, 100],
    // A new page size starts again from the first page.
    onChange: (next, size) => onChange({ page: String(size === Number(pageSize) ? next : 1), pageSize: String(size) }),
  };
}

/** The pages of a list the service sends whole (a brand's catalogue). */
export const localPages: TablePaginationConfig = { pageSize: 20, hideOnSinglePage: true, itemRender };
