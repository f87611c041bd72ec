import { VisuallyHidden } from '@driveratlas/platform';
import type { ReactNode } from 'react';

/** A link that opens in a new tab, and says so to screen readers. */
export function NewTabLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return (
    <a href={to} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  );
}
