import type { ReactNode } from 'react';

/** A filter with its visible label; the control takes `id` so the label names it. */
export function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="admin-filter">
      <label htmlFor={id} className="admin-filter__label">
        {label}
      </label>
      {children}
    </div>
  );
}
