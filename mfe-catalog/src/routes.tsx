import { lazyWithRetry, PageLoading, usePlatform } from '@driveratlas/platform';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { DeviceCategory } from './features/category-pages';
import { categoryRoute } from './features/home';
import HomePage from './pages/HomePage';

// The home page comes with the remote; every other page loads when a visitor first opens it.
const CategoriesPage = lazyWithRetry(() => import('./pages/CategoriesPage'));
const CategoryPage = lazyWithRetry(() => import('./pages/CategoryPage'));
const ContactPage = lazyWithRetry(() => import('./pages/ContactPage'));
const DeviceCategoryPage = lazyWithRetry(() => import('./pages/DeviceCategoryPage'));
const DriverGuidesPage = lazyWithRetry(() => import('./pages/DriverGuidesPage'));
const DriverPage = lazyWithRetry(() => import('./pages/DriverPage'));
const GraphicsCardsPage = lazyWithRetry(() => import('./pages/GraphicsCardsPage'));
const HardwareIdPage = lazyWithRetry(() => import('./pages/HardwareIdPage'));
const MyPcPage = lazyWithRetry(() => import('./pages/MyPcPage'));
const SearchPage = lazyWithRetry(() => import('./pages/SearchPage'));
const SupportPage = lazyWithRetry(() => import('./pages/SupportPage'));

/** The pattern pages' headings (network, audio, USB, input, cameras), each at its category's route; /category/{name} of each redirects there. */
const DEVICE_PAGE_TITLES: Record<DeviceCategory, string> = {
  'Network Adapters': 'Network Adapter Drivers',
  'Audio Devices': 'Audio Device Drivers',
  'USB Controllers': 'USB Controller Drivers',
  'Input Devices': 'Input Device Drivers',
  Cameras: 'Camera Drivers',
};

/** The catalog's pages, at the paths the shell's route table gives this remote. */
export default function CatalogRoutes() {
  const { NotFound } = usePlatform();
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/categories" element={<CategoriesPage />} />
        <Route path={categoryRoute('Graphics Cards')} element={<GraphicsCardsPage />} />
        {Object.entries(DEVICE_PAGE_TITLES).map(([category, title]) => (
          <Route key={category} path={categoryRoute(category)} element={<DeviceCategoryPage key={category} category={category} title={title} />} />
        ))}
        <Route path="/category/:category" element={<CategoryPage />} />
        <Route path="/search" element={<SearchPage />} />
        <Route path="/hardware-id" element={<HardwareIdPage />} />
        <Route path="/my-pc" element={<MyPcPage />} />
        <Route path="/drivers/:id/:slug" element={<DriverPage />} />
        <Route path="/drivers/:id" element={<DriverPage />} />
        <Route path="/driver-guides" element={<DriverGuidesPage />} />
        <Route path="/support" element={<SupportPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
