import { PageTitle, usePlatform } from '@driveratlas/platform';
import { Button, Skeleton } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { SessionEndedDialog, SignInCard, useSession } from '../session';
import { DashboardTabs } from './DashboardTabs';
import { TABS } from './tabs';

/** /admin and its tabs: the sign-in form without a session, the dashboard with one. */
export function AdminDashboard() {
  const { tab = '' } = useParams();
  const { NotFound } = usePlatform();
  const { status } = useSession();
  const current = TABS.find((t) => t.path === tab);
  if (!current) return <NotFound />;

  return (
    <div className="admin">
      <PageTitle title="Admin Dashboard">
        <div className="admin__subtitle">
          <p>Manage drivers, categories, and system statistics</p>
          {(status === 'signed-in' || status === 'expired') && <SignOutButton />}
        </div>
      </PageTitle>
      {status === 'checking' ? (
        <div className="admin-sign-in" aria-busy="true">
          <Skeleton active paragraph={{ rows: 3 }} />
        </div>
      ) : status === 'signed-out' ? (
        <SignInCard />
      ) : (
        <DashboardTabs current={current.path} />
      )}
      <SessionEndedDialog />
    </div>
  );
}

function SignOutButton() {
  const { signOut } = useSession();
  const [pending, setPending] = useState(false);
  return (
    <Button
      loading={pending}
      onClick={() => {
        setPending(true);
        signOut().finally(() => setPending(false));
      }}
    >
      Sign Out
    </Button>
  );
}
