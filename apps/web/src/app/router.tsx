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
const ForgotPasswordPage = lazyNamed(() => import('../pages/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyNamed(() => import('../pages/reset-password-page'), 'ResetPasswordPage');
const JoinPage = lazyNamed(() => import('../pages/join-page'), 'JoinPage');
const SignedInLayout = lazyNamed(() => import('../layouts/signed-in-layout'), 'SignedInLayout');
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
          { path: ROUTES.forgotPassword, element: <ForgotPasswordPage /> },
          { path: ROUTES.resetPassword, element: <ResetPasswordPage /> },
          { path: ROUTES.join, element: <JoinPage /> },
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
