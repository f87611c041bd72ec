import { PageTitle, usePlatform } from '@driveratlas/platform';
import { Route, Routes } from 'react-router-dom';

/** The legal pages, at the paths the shell's route table gives this remote. */
export default function LegalRoutes() {
  const { NotFound } = usePlatform();
  return (
    <Routes>
      <Route path="/privacy-policy" element={<PageTitle title="Privacy Policy" />} />
      <Route path="/terms-of-service" element={<PageTitle title="Terms of Service" />} />
      <Route path="/legal-notice" element={<PageTitle title="Legal Notice & Compliance" />} />
      <Route path="/advertising-disclosure" element={<PageTitle title="Advertising Disclosure" />} />
      <Route path="/disclaimer" element={<PageTitle title="Disclaimer" />} />
      <Route path="/cookie-policy" element={<PageTitle title="Cookie Policy" />} />
      <Route path="/consumer-rights" element={<PageTitle title="Your Privacy Rights" />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
