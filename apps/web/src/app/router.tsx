import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { BootLoader } from '../components/boot-loader';
import { PUBLIC_PAGE_MODULES, type PublicPath } from './public-pages';
import { ROUTES } from '../shared/routes';

/** React.lazy for a module's named export: every page and layout is its own chunk. */
function lazyNamed<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const AntdShell = lazyNamed(() => import('./layouts/antd-shell'), 'AntdShell');
const SignedInLayout = lazyNamed(() => import('./layouts/signed-in-layout'), 'SignedInLayout');
const ProfilePage = lazyNamed(() => import('../pages/profile-page'), 'ProfilePage');
const ApplicationsPage = lazyNamed(() => import('../pages/applications-page'), 'ApplicationsPage');
const AnalyticsPage = lazyNamed(() => import('../pages/analytics-page'), 'AnalyticsPage');
const AdminPage = lazyNamed(() => import('../pages/admin-page'), 'AdminPage');
const DashboardPage = lazyNamed(() => import('../pages/dashboard-page'), 'DashboardPage');
const OkrPage = lazyNamed(() => import('../pages/okr-page'), 'OkrPage');
const OkrNewPage = lazyNamed(() => import('../pages/okr-new-page'), 'OkrNewPage');
const OkrDetailPage = lazyNamed(() => import('../pages/okr-detail-page'), 'OkrDetailPage');
const InitiativesPage = lazyNamed(() => import('../pages/initiatives-page'), 'InitiativesPage');
const InitiativeNewPage = lazyNamed(() => import('../pages/initiative-new-page'), 'InitiativeNewPage');
const InitiativeDetailPage = lazyNamed(() => import('../pages/initiative-detail-page'), 'InitiativeDetailPage');
const DecisionsPage = lazyNamed(() => import('../pages/decisions-page'), 'DecisionsPage');
const DecisionNewPage = lazyNamed(() => import('../pages/decision-new-page'), 'DecisionNewPage');
const DecisionDetailPage = lazyNamed(() => import('../pages/decision-detail-page'), 'DecisionDetailPage');
const MetricsPage = lazyNamed(() => import('../pages/metrics-page'), 'MetricsPage');
const MetricNewPage = lazyNamed(() => import('../pages/metric-new-page'), 'MetricNewPage');
const MetricDetailPage = lazyNamed(() => import('../pages/metric-detail-page'), 'MetricDetailPage');
const MeetingsPage = lazyNamed(() => import('../pages/meetings-page'), 'MeetingsPage');
const MeetingNewPage = lazyNamed(() => import('../pages/meeting-new-page'), 'MeetingNewPage');
const MeetingDetailPage = lazyNamed(() => import('../pages/meeting-detail-page'), 'MeetingDetailPage');
const DocumentsPage = lazyNamed(() => import('../pages/documents-page'), 'DocumentsPage');
const DocumentNewPage = lazyNamed(() => import('../pages/document-new-page'), 'DocumentNewPage');
const DocumentDetailPage = lazyNamed(() => import('../pages/document-detail-page'), 'DocumentDetailPage');
const MembersPage = lazyNamed(() => import('../pages/members-page'), 'MembersPage');
const SessionsPage = lazyNamed(() => import('../pages/sessions-page'), 'SessionsPage');
const MemberDetailPage = lazyNamed(() => import('../pages/member-detail-page'), 'MemberDetailPage');
const NotFoundPage = lazyNamed(() => import('../pages/not-found-page'), 'NotFoundPage');
/** Loaded when a route fails: it reads error bodies against their schema, which a page's first script does without. */
const RouteError = lazyNamed(() => import('../components/route-error'), 'RouteError');

/** The error page's code on its way: nothing, briefly (it has no spinner of its own). */
function withPlainFallback(element: ReactNode) {
  return <Suspense fallback={null}>{element}</Suspense>;
}

function withBootLoader(element: ReactNode) {
  return <Suspense fallback={<BootLoader />}>{element}</Suspense>;
}

/**
 * A public page of the light shell, as a lazy route: the router loads its module (and its CSS)
 * before it renders the page or commits a navigation to it, so the page comes in one step,
 * with no spinner; each page is its own chunk, and none of them is in the signed-in app's.
 */
function publicPage<P extends PublicPath, K extends string>(
  path: P,
  name: K & keyof Awaited<ReturnType<(typeof PUBLIC_PAGE_MODULES)[P]>>,
) {
  const load = PUBLIC_PAGE_MODULES[path] as () => Promise<Record<K, ComponentType>>;
  return { path, lazy: async () => ({ Component: (await load())[name] }) };
}

/** While the first page's code arrives, nothing is drawn (not a spinner): the page then appears whole. */
const NothingYet = () => null;

/**
 * The public pages (the landing, apply, status and the account pages) are the light shell,
 * outside the antd shell: they load neither antd nor portal code. The signed-in portal and
 * the 404 page render inside the antd shell, each page its own lazily loaded chunk.
 */
export const router = createBrowserRouter([
  {
    errorElement: withPlainFallback(<RouteError />),
    HydrateFallback: NothingYet,
    children: [
      publicPage(ROUTES.landing, 'LandingPage'),
      publicPage(ROUTES.apply, 'ApplyPage'),
      publicPage(ROUTES.applicationStatus, 'ApplicationStatusPage'),
      publicPage(ROUTES.login, 'LoginPage'),
      publicPage(ROUTES.forgotPassword, 'ForgotPasswordPage'),
      publicPage(ROUTES.resetPassword, 'ResetPasswordPage'),
      publicPage(ROUTES.join, 'JoinPage'),
      {
        element: withBootLoader(<AntdShell />),
        children: [
          {
            element: <SignedInLayout />,
            children: [
              { path: ROUTES.dashboard, element: <DashboardPage /> },
              { path: ROUTES.profile, element: <ProfilePage /> },
              { path: ROUTES.okr, element: <OkrPage /> },
              { path: `${ROUTES.okr}/new`, element: <OkrNewPage /> },
              { path: `${ROUTES.okr}/:id`, element: <OkrDetailPage /> },
              { path: ROUTES.initiatives, element: <InitiativesPage /> },
              { path: `${ROUTES.initiatives}/new`, element: <InitiativeNewPage /> },
              { path: `${ROUTES.initiatives}/:id`, element: <InitiativeDetailPage /> },
              { path: ROUTES.decisions, element: <DecisionsPage /> },
              { path: `${ROUTES.decisions}/new`, element: <DecisionNewPage /> },
              { path: `${ROUTES.decisions}/:id`, element: <DecisionDetailPage /> },
              { path: ROUTES.metrics, element: <MetricsPage /> },
              { path: `${ROUTES.metrics}/new`, element: <MetricNewPage /> },
              { path: `${ROUTES.metrics}/:id`, element: <MetricDetailPage /> },
              { path: ROUTES.meetings, element: <MeetingsPage /> },
              { path: `${ROUTES.meetings}/new`, element: <MeetingNewPage /> },
              { path: `${ROUTES.meetings}/:id`, element: <MeetingDetailPage /> },
              { path: ROUTES.documents, element: <DocumentsPage /> },
              { path: `${ROUTES.documents}/new`, element: <DocumentNewPage /> },
              { path: `${ROUTES.documents}/:id`, element: <DocumentDetailPage /> },
              { path: ROUTES.members, element: <MembersPage /> },
              { path: `${ROUTES.members}/:id`, element: <MemberDetailPage /> },
              { path: ROUTES.sessions, element: <SessionsPage /> },
              { path: ROUTES.applications, element: <ApplicationsPage /> },
              { path: ROUTES.analytics, element: <AnalyticsPage /> },
              { path: ROUTES.admin, element: <AdminPage /> },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
