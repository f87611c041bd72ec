import { lazyWithRetry, PageLoading, usePlatform } from '@driveratlas/platform';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import HomePage from './pages/HomePage';

// The home page comes with the remote; every other page loads when a visitor first opens it.
const CategoryPage = lazyWithRetry(() => import('./pages/CategoryPage'));
const ContactPage = lazyWithRetry(() => import('./pages/ContactPage'));
const DeviceCategoryPage = lazyWithRetry(() => import('./pages/DeviceCategoryPage'));
const DriverGuidesPage = lazyWithRetry(() => import('./pages/DriverGuidesPage'));
const GraphicsCardsPage = lazyWithRetry(() => import('./pages/GraphicsCardsPage'));
const SearchPage = lazyWithRetry(() => import('./pages/SearchPage'));
const SupportPage = lazyWithRetry(() => import('./pages/SupportPage'));

/** The pattern pages (network, audio, USB, input, cameras) with their routes; all but Cameras also answer at /category/{name}. */
const DEVICE_PAGES = [
  { category: 'Network Adapters', title: 'Network Adapter Drivers', paths: ['/network-adapters', '/category/Network Adapters'] },
  { category: 'Audio Devices', title: 'Audio Device Drivers', paths: ['/audio-devices', '/category/Audio Devices'] },
  { category: 'USB Controllers', title: 'USB Controller Drivers', paths: ['/usb-controllers', '/category/USB Controllers'] },
  { category: 'Input Devices', title: 'Input Device Drivers', paths: ['/input-devices', '/category/Input Devices'] },
  { category: 'Cameras', title: 'Camera Drivers', paths: ['/cameras'] },
];

/** The catalog's pages, at the paths the shell's route table gives this remote. */
export default function CatalogRoutes() {
  const { NotFound } = usePlatform();
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/graphics-cards" element={<GraphicsCardsPage />} />
        <Route path="/category/Graphics Cards" element={<GraphicsCardsPage />} />
        {DEVICE_PAGES.flatMap(({ category, title, paths }) =>
          paths.map((path) => <Route key={path} path={path} element={<DeviceCategoryPage key={category} category={category} title={title} />} />),
        )}
        <Route path="/category/:category" element={<CategoryPage />} />
        <Route path="/search" element={<SearchPage />} />
        <Route path="/driver-guides" element={<DriverGuidesPage />} />
        <Route path="/support" element={<SupportPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
