import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { BootLoader } from '../components/boot-loader';
import { RouteError } from '../components/route-error';
import { ROUTES } from './routes';

/** React.lazy for a module's named export: every page and layout is its own chunk. */
function lazyNamed<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const LandingPage = lazyNamed(() => import('../pages/landing-page'), 'LandingPage');
const AntdShell = lazyNamed(() => import('../layouts/antd-shell'), 'AntdShell');
const ApplyPage = lazyNamed(() => import('../pages/apply-page'), 'ApplyPage');
const ApplicationStatusPage = lazyNamed(() => import('../pages/application-status-page'), 'ApplicationStatusPage');
const LoginPage = lazyNamed(() => import('../pages/login-page'), 'LoginPage');
const SignedInLayout = lazyNamed(() => import('../layouts/signed-in-layout'), 'SignedInLayout');
const ProfilePage = lazyNamed(() => import('../pages/profile-page'), 'ProfilePage');
const NotFoundPage = lazyNamed(() => import('../pages/not-found-page'), 'NotFoundPage');

function withBootLoader(element: ReactNode) {
  return <Suspense fallback={<BootLoader />}>{element}</Suspense>;
}

/**
 * The landing page sits outside the antd shell so it loads neither antd nor portal code.
 * Portal pages (dashboard, OKRs, ...) are added under SignedInLayout as they are built;
 * until then their paths fall through to the 404 page.
 */
export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    children: [
      { path: ROUTES.landing, element: withBootLoader(<LandingPage />) },
      {
        element: withBootLoader(<AntdShell />),
        children: [
          { path: ROUTES.apply, element: <ApplyPage /> },
          { path: ROUTES.applicationStatus, element: <ApplicationStatusPage /> },
          { path: ROUTES.login, element: <LoginPage /> },
          {
            element: <SignedInLayout />,
            children: [{ path: ROUTES.profile, element: <ProfilePage /> }],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
