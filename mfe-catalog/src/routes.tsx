import { usePlatform } from '@driveratlas/platform';
import { Route, Routes } from 'react-router-dom';
import CategoryPage from './pages/CategoryPage';
import ContactPage from './pages/ContactPage';
import DeviceCategoryPage from './pages/DeviceCategoryPage';
import DriverGuidesPage from './pages/DriverGuidesPage';
import GraphicsCardsPage from './pages/GraphicsCardsPage';
import HomePage from './pages/HomePage';
import SearchPage from './pages/SearchPage';
import SupportPage from './pages/SupportPage';

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
  );
}
