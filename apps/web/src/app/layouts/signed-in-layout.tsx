import { normalizeRole } from '@warroom/contracts';
import { Layout } from 'antd';
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '../../components/page-loader';
import { useMe } from '../../shared/session/use-me';
import { loginPathFrom } from '../../features/auth/return-path';
import { AppSidebar } from '../navigation/app-sidebar';
import { MAIN_ID, SkipLink } from '../navigation/skip-link';
import { TopBar } from '../navigation/top-bar';
import { useSidebar } from '../navigation/use-sidebar';

/**
 * Needs only a successful current-user lookup; a failed one goes to /login (SPEC.md section 2),
 * which comes back here once signed in.
 */
export function SignedInLayout() {
  const me = useMe();
  const sidebar = useSidebar();
  const location = useLocation();

  if (me.isPending) return <PageLoader />;
  if (me.isError) return <Navigate to={loginPathFrom(location)} replace />;

  const role = normalizeRole(me.data.role);
  return (
    <>
      <SkipLink />
      <Layout className="app-layout" hasSider={!sidebar.isMobile}>
        <AppSidebar role={role} sidebar={sidebar} />
        <Layout>
          <TopBar sidebar={sidebar} userLabel={me.data.user.name || me.data.user.email} />
          {/* antd's Content is the page's one <main>. */}
          <Layout.Content id={MAIN_ID} tabIndex={-1} className="app-content">
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </Layout.Content>
        </Layout>
      </Layout>
    </>
  );
}
