import type { ReactNode } from 'react';
import { usePageMeta } from './platform-context';

/** A page's heading, which also names the document and sets its meta description. */
export function PageTitle({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  usePageMeta(title, description);
  return (
    <header className="page-title">
      <h1>{title}</h1>
      {children}
    </header>
  );
}
