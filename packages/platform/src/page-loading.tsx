import { VisuallyHidden } from './visually-hidden';
import './page-loading.css';

/** What a page area shows while its code loads: the shell's remote regions and a remote's own pages. */
export function PageLoading() {
  return (
    <div className="page-loading" aria-busy="true">
      <span className="page-loading__spinner" aria-hidden="true" />
      <VisuallyHidden>Loading…</VisuallyHidden>
    </div>
  );
}
