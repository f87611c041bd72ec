import { usePlatform } from '@driveratlas/platform';
import { Route, Routes } from 'react-router-dom';
import { AdminDashboard } from './features/dashboard';
import { SessionProvider } from './features/session';
import './admin.css';

/** The admin dashboard, at the paths the shell's route table gives this remote: /admin and /admin/{tab}. */
export default function AdminRoutes() {
  const { NotFound } = usePlatform();
  return (
    <Routes>
      <Route
        path="/admin/:tab?"
        element={
          <SessionProvider>
            <AdminDashboard />
          </SessionProvider>
        }
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
