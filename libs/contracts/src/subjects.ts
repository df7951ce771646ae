import { portalSubjects } from './portal/subjects.js';

/**
 * Every NATS subject the system uses. Request/reply subjects are named
 * `<service>.<feature>.<verb>`; events live under `events.<service>.<action>`.
 */
export const Subjects = {
  identity: {
    health: 'identity.health',
    login: 'identity.auth.login',
    logout: 'identity.auth.logout',
    loginHint: 'identity.auth.login-hint',
    verifySession: 'identity.sessions.verify',
    updateTheme: 'identity.profile.update-theme',
    changePassword: 'identity.profile.change-password',
    listUsers: 'identity.users.list',
    createUser: 'identity.users.create',
    updateUser: 'identity.users.update',
  },
  portal: portalSubjects,
  applications: {
    health: 'applications.health',
    submit: 'applications.intake.submit',
    status: 'applications.intake.status',
    list: 'applications.review.list',
    vote: 'applications.review.vote',
    comment: 'applications.review.comment',
    comments: 'applications.review.comments',
    changeStatus: 'applications.review.change-status',
    analytics: 'applications.analytics.get',
  },
  audit: {
    health: 'audit.health',
    listEntries: 'audit.entries.list',
  },
} as const;

/** The queue group each service joins, so that replicas share requests. */
export const QueueGroups = {
  identity: 'identity',
  portal: 'portal',
  applications: 'applications',
  audit: 'audit',
} as const;

export type ServiceName = keyof typeof QueueGroups;
export const SERVICE_NAMES = Object.keys(QueueGroups) as ServiceName[];

/** JetStream stream that carries every domain event. */
export const EVENTS_STREAM = 'EVENTS';
export const EVENTS_SUBJECT_PREFIX = 'events';

/** NATS header that carries the request id from the gateway to the services. */
export const REQUEST_ID_HEADER = 'x-request-id';
