import { PageTitle, usePlatform } from '@driveratlas/platform';
import { Route, Routes } from 'react-router-dom';

/** The printer pages, at the paths the shell's route table gives this remote. */
export default function PrinterRoutes() {
  const { NotFound } = usePlatform();
  return (
    <Routes>
      <Route path="/printers" element={<PageTitle title="Printer Drivers" />} />
      <Route path="/printers/hp" element={<PageTitle title="HP Printer Drivers" />} />
      <Route path="/hp-printers" element={<PageTitle title="HP Printer Drivers" />} />
      <Route path="/printers/canon" element={<PageTitle title="Canon Printer Drivers" />} />
      <Route path="/printers/epson" element={<PageTitle title="Epson Printer Drivers" />} />
      <Route path="/printers/brother" element={<PageTitle title="Brother Printer Drivers" />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
