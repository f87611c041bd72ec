import type { ReactNode } from 'react';

/**
 * Text for screen readers only: clipped to a pixel, not hidden, so it is still read (`visually-hidden` is the shell's
 * site-wide class, in the first paint's styles).
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}
