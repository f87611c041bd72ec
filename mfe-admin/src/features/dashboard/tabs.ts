import { lazyWithRetry } from '@driveratlas/platform';
import type { ComponentType } from 'react';

export interface DashboardTab {
  /** The tab's address below /admin ('' for the Overview). */
  path: string;
  label: string;
  /** Its code, loaded when the tab is first shown. */
  Content: ComponentType;
}

/** The four tabs of spec 000 and the operator's inbox, catalogues, manufacturers, log, the remotes' releases and the partners, in order. */
export const TABS: readonly DashboardTab[] = [
  { path: '', label: 'Overview', Content: lazyWithRetry(() => import('../overview').then((m) => ({ default: m.OverviewTab }))) },
  { path: 'drivers', label: 'Drivers', Content: lazyWithRetry(() => import('../drivers').then((m) => ({ default: m.DriversTab }))) },
  { path: 'categories', label: 'Categories', Content: lazyWithRetry(() => import('../categories').then((m) => ({ default: m.CategoriesTab }))) },
  { path: 'messages', label: 'Messages', Content: lazyWithRetry(() => import('../messages').then((m) => ({ default: m.MessagesTab }))) },
  {
    path: 'privacy-requests',
    label: 'Privacy Requests',
    Content: lazyWithRetry(() => import('../privacy-requests').then((m) => ({ default: m.PrivacyRequestsTab }))),
  },
  {
    path: 'manufacturers',
    label: 'Manufacturers',
    Content: lazyWithRetry(() => import('../manufacturers').then((m) => ({ default: m.ManufacturersTab }))),
  },
  { path: 'printer-models', label: 'Printer Models', Content: lazyWithRetry(() => import('../printer-models').then((m) => ({ default: m.PrinterModelsTab }))) },
  { path: 'audit-log', label: 'Audit Log', Content: lazyWithRetry(() => import('../audit-log').then((m) => ({ default: m.AuditLogTab }))) },
  { path: 'releases', label: 'Releases', Content: lazyWithRetry(() => import('../releases').then((m) => ({ default: m.ReleasesTab }))) },
  { path: 'partners', label: 'Partners', Content: lazyWithRetry(() => import('../partners').then((m) => ({ default: m.PartnersTab }))) },
  { path: 'settings', label: 'Settings', Content: lazyWithRetry(() => import('../settings').then((m) => ({ default: m.SettingsTab }))) },
];

export const tabAddress = (tab: DashboardTab) => (tab.path ? `/admin/${tab.path}` : '/admin');
