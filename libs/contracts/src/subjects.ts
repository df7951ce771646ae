/*
 * The subjects of the operations live in their declarations (`defineOperation`); what is
 * here is what is not an operation: each service's health subject, the queue groups and
 * the event stream.
 */
export const Subjects = {
  identity: { health: 'identity.health' },
  portal: { health: 'portal.health' },
  applications: { health: 'applications.health' },
  audit: { health: 'audit.health' },
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

/**
 * Core NATS subject on which identity says, after the change committed, that a user's
 * sessions or what they carry changed (logout, password change or reset, deactivation, role
 * or theme change): every gateway replica drops what it holds of that user's sessions.
 * Payload `{ userId }` (sessionChangeSchema).
 */
export const SESSIONS_CHANGED_SUBJECT = 'identity.sessions.changed';

/**
 * Core NATS subject on which applications says, after the change committed, that an
 * application's status or decision reason changed: every gateway replica drops the status
 * answer it holds for it. Payload `{ id }` (applicationStatusNoticeSchema).
 */
export const APPLICATION_STATUS_CHANGED_SUBJECT = 'applications.status.changed';

/** JetStream stream that carries every domain event. */
export const EVENTS_STREAM = 'EVENTS';
export const EVENTS_SUBJECT_PREFIX = 'events';

/** NATS header that carries the request id from the gateway to the services. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * NATS header of a write's idempotency key: a repeat with the same key is answered with what
 * the first one committed. Over HTTP, a client may send its own as `Idempotency-Key`.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * NATS header of a write's deadline (epoch milliseconds): past it the gateway has stopped
 * asking and answered 503, so a try that reaches its service later (it sat in a client's
 * buffer through a NATS outage) is not run, and a write answered as failed never commits.
 */
export const WRITE_DEADLINE_HEADER = 'x-write-deadline';

/**
 * NATS headers of a page a service answers already written (issue 19): the message's body is
 * the JSON array of the page's items, checked against the operation's declared reply by the
 * service that made it, and these carry how many items it holds, the list's total and, for a
 * list read by keyset, the cursor of the next page. The gateway sends the items on as they
 * came, without reading them.
 */
export const PAGE_COUNT_HEADER = 'x-page-count';
export const PAGE_TOTAL_HEADER = 'x-page-total';
export const PAGE_NEXT_HEADER = 'x-page-next';
