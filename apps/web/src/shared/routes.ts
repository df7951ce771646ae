/** Every path of the web app (SPEC.md section 2). Portal paths are listed for navigation. */
export const ROUTES = {
  landing: '/',
  apply: '/apply',
  applicationStatus: '/application-status',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  join: '/join',
  dashboard: '/dashboard',
  profile: '/profile',
  okr: '/okr',
  initiatives: '/initiatives',
  decisions: '/decisions',
  metrics: '/metrics',
  meetings: '/meetings',
  documents: '/documents',
  members: '/members',
  sessions: '/sessions',
  applications: '/applications',
  analytics: '/analytics',
  admin: '/admin',
} as const;

export type AppRoute = (typeof ROUTES)[keyof typeof ROUTES];

export function applicationStatusUrl(id: string): string {
  return `${ROUTES.applicationStatus}?${new URLSearchParams({ id }).toString()}`;
}

export const objectiveUrl = (id: string): string => `${ROUTES.okr}/${encodeURIComponent(id)}`;

export const meetingUrl = (id: string): string => `${ROUTES.meetings}/${encodeURIComponent(id)}`;

export const memberUrl = (id: string): string => `${ROUTES.members}/${encodeURIComponent(id)}`;
