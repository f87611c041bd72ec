import { PageTitle, usePlatform } from '@driveratlas/platform';
import { Route, Routes } from 'react-router-dom';

/** The admin dashboard, at the paths the shell's route table gives this remote. */
export default function AdminRoutes() {
  const { NotFound } = usePlatform();
  return (
    <Routes>
      <Route
        path="/admin"
        element={
          <PageTitle title="Admin Dashboard">
            <p>Manage drivers, categories, and system statistics</p>
          </PageTitle>
        }
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
