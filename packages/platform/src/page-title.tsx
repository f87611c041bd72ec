import type { ReactNode } from 'react';
import { usePageMeta, type PageHead } from './platform-context';

interface PageTitleProps {
  title: string;
  description?: string;
  /** What else the page tells search engines and link previews (its breadcrumbs, structured data). */
  head?: Omit<PageHead, 'title' | 'description'>;
  children?: ReactNode;
}

/** A page's heading, which also names the document and sets its meta description. */
export function PageTitle({ title, description, head, children }: PageTitleProps) {
  usePageMeta(title, description, head);
  return (
    <header className="page-title">
      <h1>{title}</h1>
      {children}
    </header>
  );
}
