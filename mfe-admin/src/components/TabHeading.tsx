import type { ReactNode } from 'react';

/** A tab's heading, with its actions (Add Driver, Export CSV) beside it. */
export function TabHeading({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <div className="admin-tab__heading">
      <h2 id={id}>{title}</h2>
      {children && <div className="admin-tab__actions">{children}</div>}
    </div>
  );
}
