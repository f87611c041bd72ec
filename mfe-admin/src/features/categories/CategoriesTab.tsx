import { usePlatform } from '@driveratlas/platform';
import { Button, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import useSWR from 'swr';
import type { Category } from '../../api/types';
import { formatNumber } from '../../components/format';
import type { RemoteModuleProps } from '../../remote-props';
import { TabHeading } from '../../components/TabHeading';
import { CategoryDialog } from './CategoryDialog';

/** The Categories tab (spec 000, section 2): Category Management, a card per category, and an edit that works. */
export function CategoriesTab() {
  const { data, error } = useSWR<Category[]>('/api/categories');
  const [editing, setEditing] = useState<Category | null>(null);
  const { Remote } = usePlatform();
  return (
    <section aria-labelledby="admin-categories-title" className="admin-tab">
      <TabHeading id="admin-categories-title" title="Category Management" />
      {error && <p role="alert">The categories could not be loaded. Reload the page to try again.</p>}
      <ul className="admin-cards">
        {data
          ? data.map((category) => (
              <li key={category.id} className="admin-card">
                <div className="admin-card__title">
                  <Remote
                    remote="catalog"
                    module="CategoryIcon"
                    props={{ name: category.name, icon: category.icon, className: 'admin-card__icon' } satisfies RemoteModuleProps['catalog/CategoryIcon']}
                    placeholder={<span className="admin-card__icon" />}
                    fallback={<span className="admin-card__icon" />}
                  />
                  <h3>{category.name}</h3>
                </div>
                <p>{category.description}</p>
                <div className="admin-card__footer">
                  <Tag>{formatNumber(category.driverCount)} drivers</Tag>
                  <Button size="small" onClick={() => setEditing(category)}>
                    Edit
                  </Button>
                </div>
              </li>
            ))
          : Array.from({ length: 7 }, (_, i) => (
              <li key={i} className="admin-card" aria-hidden="true">
                <Skeleton active paragraph={{ rows: 3 }} />
              </li>
            ))}
      </ul>
      <CategoryDialog category={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
