import { Spin } from 'antd';

/** What a page area shows while its code loads: the shell's remote regions and a remote's own pages. */
export function PageLoading() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: 240 }} aria-busy="true">
      <Spin size="large" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
