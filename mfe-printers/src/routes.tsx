import { lazyWithRetry, PageLoading, Redirect, usePlatform } from '@driveratlas/platform';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';

// Each page loads when a visitor first opens it.
const AllBrandsPage = lazyWithRetry(() => import('./pages/AllBrandsPage'));
const BrandPage = lazyWithRetry(() => import('./pages/BrandPage'));
const ModelPage = lazyWithRetry(() => import('./pages/ModelPage'));

/** The printer pages, at the paths the shell's route table gives this remote. */
export default function PrinterRoutes() {
  const { NotFound } = usePlatform();
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/printers" element={<AllBrandsPage />} />
        <Route path="/printers/:brand" element={<BrandPage />} />
        <Route path="/printers/:brand/:modelNumber" element={<ModelPage />} />
        {/* One address per page: the home page's HP tile links here. */}
        <Route path="/hp-printers" element={<Redirect to="/printers/hp" />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
