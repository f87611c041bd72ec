import { lazyWithRetry, PageLoading, usePlatform } from '@driveratlas/platform';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
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

/** The pattern pages (network, audio, USB, input, cameras); /category/{name} of each redirects here. */
const DEVICE_PAGES = [
  { category: 'Network Adapters', title: 'Network Adapter Drivers', path: '/network-adapters' },
  { category: 'Audio Devices', title: 'Audio Device Drivers', path: '/audio-devices' },
  { category: 'USB Controllers', title: 'USB Controller Drivers', path: '/usb-controllers' },
  { category: 'Input Devices', title: 'Input Device Drivers', path: '/input-devices' },
  { category: 'Cameras', title: 'Camera Drivers', path: '/cameras' },
];

/** The catalog's pages, at the paths the shell's route table gives this remote. */
export default function CatalogRoutes() {
  const { NotFound } = usePlatform();
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/categories" element={<CategoriesPage />} />
        <Route path="/graphics-cards" element={<GraphicsCardsPage />} />
        {DEVICE_PAGES.map(({ category, title, path }) => (
          <Route key={path} path={path} element={<DeviceCategoryPage key={category} category={category} title={title} />} />
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
