import { PageLoading } from '@driveratlas/platform';
import { Suspense, useRef, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { tabAddress, TABS } from './tabs';

const tabId = (path: string) => `admin-tab-${path || 'overview'}`;

/**
 * The dashboard's tabs (WAI-ARIA tabs, manual activation): arrows, Home and End move between them,
 * Enter or Space opens one, and each tab is an address of its own. Only the open tab's code is loaded.
 */
export function DashboardTabs({ current }: { current: string }) {
  const navigate = useNavigate();
  const list = useRef<HTMLDivElement>(null);
  const active = TABS.find((t) => t.path === current)!;

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>) => {
    const tabs = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined || at < 0) return;
    event.preventDefault();
    tabs[(to + tabs.length) % tabs.length].focus();
  };

  return (
    <div className="admin-tabs">
      <div role="tablist" aria-label="Admin Dashboard" className="admin-tabs__list" ref={list}>
        {TABS.map((t) => (
          <button
            key={t.path}
            type="button"
            role="tab"
            id={tabId(t.path)}
            aria-selected={t === active}
            aria-controls="admin-tab-panel"
            tabIndex={t === active ? 0 : -1}
            className="admin-tabs__tab"
            onClick={() => t !== active && navigate(tabAddress(t))}
            onKeyDown={moveFocus}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="admin-tab-panel" aria-labelledby={tabId(active.path)} className="admin-tabs__panel">
        <Suspense fallback={<PageLoading />}>
          <active.Content />
        </Suspense>
      </div>
    </div>
  );
}
