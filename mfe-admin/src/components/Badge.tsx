import { Tag } from 'antd';
import type { ReactNode } from 'react';

export type BadgeTone = 'green' | 'blue' | 'gold' | 'purple' | 'red' | 'grey';

/** A status badge (Verified, Latest, Overdue…) in colours that keep the text readable (WCAG AA). */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <Tag className={`admin-badge admin-badge--${tone}`}>{children}</Tag>;
}
