import {
  AimOutlined,
  AuditOutlined,
  BranchesOutlined,
  CalendarOutlined,
  DashboardOutlined,
  FileTextOutlined,
  LineChartOutlined,
  PieChartOutlined,
  RocketOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { ADMIN_ROLES, ALL_ROLES, REVIEWER_ROLES, type Role } from '@warroom/contracts';
import type { ComponentType, ReactNode } from 'react';
import { ROUTES } from '../../shared/routes';
import { NeedsMyVoteLabel } from '../../features/applications/components/needs-my-vote-count';

export type NavItem = {
  title: string;
  url: string;
  icon: ReactNode;
  roles: readonly Role[];
  /** The link's text when it says more than the title: what waits for the user there. */
  label?: ComponentType<{ title: string }>;
};

/** SPEC.md section 2, in this order (with Members and Sessions, PRODUCT.md sections 16 and 20); `roles` follows section 6. */
export const NAV_ITEMS: readonly NavItem[] = [
  { title: 'Dashboard', url: ROUTES.dashboard, icon: <DashboardOutlined />, roles: ALL_ROLES },
  { title: 'OKRs', url: ROUTES.okr, icon: <AimOutlined />, roles: ALL_ROLES },
  { title: 'Initiatives', url: ROUTES.initiatives, icon: <RocketOutlined />, roles: ALL_ROLES },
  { title: 'Decisions', url: ROUTES.decisions, icon: <BranchesOutlined />, roles: ALL_ROLES },
  { title: 'Metrics', url: ROUTES.metrics, icon: <LineChartOutlined />, roles: ALL_ROLES },
  { title: 'Meetings', url: ROUTES.meetings, icon: <CalendarOutlined />, roles: ALL_ROLES },
  { title: 'Documents', url: ROUTES.documents, icon: <FileTextOutlined />, roles: ALL_ROLES },
  // PRODUCT.md section 16: the directory, for every signed-in role.
  { title: 'Members', url: ROUTES.members, icon: <TeamOutlined />, roles: ALL_ROLES },
  // PRODUCT.md section 20: live sessions, for every signed-in role.
  { title: 'Sessions', url: ROUTES.sessions, icon: <VideoCameraOutlined />, roles: ALL_ROLES },
  {
    title: 'Applications',
    url: ROUTES.applications,
    icon: <SolutionOutlined />,
    roles: REVIEWER_ROLES,
    label: NeedsMyVoteLabel,
  },
  { title: 'Analytics', url: ROUTES.analytics, icon: <PieChartOutlined />, roles: REVIEWER_ROLES },
  { title: 'Profile', url: ROUTES.profile, icon: <UserOutlined />, roles: ALL_ROLES },
  { title: 'Admin', url: ROUTES.admin, icon: <AuditOutlined />, roles: ADMIN_ROLES },
];

export function navItemsFor(role: Role): NavItem[] {
  return NAV_ITEMS.filter((item) => item.roles.includes(role));
}

export function isNavItemActive(pathname: string, url: string): boolean {
  return pathname === url || pathname.startsWith(`${url}/`);
}

/** The title of the section `pathname` is in ('Initiatives' on /initiatives/42), if any. */
export function sectionTitle(pathname: string): string | undefined {
  return NAV_ITEMS.find((item) => isNavItemActive(pathname, item.url))?.title;
}
