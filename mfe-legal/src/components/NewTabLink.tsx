import type { ReactNode } from 'react';

/** A link that opens in a new tab, and says so to screen readers (`visually-hidden` is the shell's class for such text). */
export function NewTabLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return (
    <a href={to} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
