import { z } from 'zod';

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const url = (fallback: string) => z.url().default(fallback);

const logLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info');

/** What every service needs: NATS, its own database, a probe port and a log level. */
const serviceBase = {
  NATS_URL: url('nats://127.0.0.1:4222'),
  LOG_LEVEL: logLevel,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Port of the small HTTP server that answers /health and /metrics; 0 picks a free one. */
  PROBE_PORT: port(0),
  PROBE_HOST: z.string().default('127.0.0.1'),
  /** How often the outbox relay looks for unsent events when nothing woke it. */
  OUTBOX_POLL_MS: positiveInt(500),
  /**
   * PostgreSQL connections one process may hold. A Node process runs one query per connection
   * and few at once; each connection is a server process of a few MB on PostgreSQL's side.
   */
  DATABASE_POOL_MAX: positiveInt(10),
};

const databaseUrl = (db: string) => url(`postgres://postgres@127.0.0.1:5432/${db}`);

/** The default admin's password while the operator sets none (PRODUCT.md section 1): the only one the login hint shows. */
export const DEFAULT_ADMIN_PASSWORD = 'warroom-admin';

export const identityEnvSchema = z.object({
  ...serviceBase,
  DATABASE_URL: databaseUrl('warroom_identity'),
  ADMIN_EMAIL: z.email().default('admin@warroom.local'),
  /** Unset: DEFAULT_ADMIN_PASSWORD, shown by the login hint outside production. Set: never published. */
  ADMIN_PASSWORD: z.string().min(8).optional(),
  /** Where mail goes: `smtp://user:pass@host:port`, `smtps://` for TLS (PRODUCT.md section 8). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be smtp://… or smtps://…')
    .default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().min(3).default('War Room <no-reply@warroom.local>'),
  /** What every link in an email starts with. */
  PUBLIC_URL: url('http://localhost:3000'),
  INVITE_TTL_HOURS: z.coerce.number().positive().default(168),
  RESET_TTL_MINUTES: z.coerce.number().positive().default(60),
  /** The longest pause between two tries of an email while SMTP does not take it. */
  MAIL_RETRY_MAX_SECONDS: positiveInt(60),
});
export type IdentityEnv = z.infer<typeof identityEnvSchema>;

export const portalEnvSchema = z.object({
  ...serviceBase,
  DATABASE_URL: databaseUrl('warroom_portal'),
});
export type PortalEnv = z.infer<typeof portalEnvSchema>;

export const applicationsEnvSchema = z.object({
  ...serviceBase,
  DATABASE_URL: databaseUrl('warroom_applications'),
  VOTES_REQUIRED: positiveInt(10),
});
export type ApplicationsEnv = z.infer<typeof applicationsEnvSchema>;

export const auditEnvSchema = z.object({
  ...serviceBase,
  DATABASE_URL: databaseUrl('warroom_audit'),
  /** Seconds JetStream waits for an ack before it redelivers an event to the audit service. */
  AUDIT_ACK_WAIT_SECONDS: positiveInt(30),
});
export type AuditEnv = z.infer<typeof auditEnvSchema>;

export const gatewayEnvSchema = z.object({
  NATS_URL: url('nats://127.0.0.1:4222'),
  LOG_LEVEL: logLevel,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Secret that signs session tokens; at least 32 characters. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters'),
  /** Folder of the built web app; empty to serve the API only. */
  WEB_DIST: z.string().default(''),
  /** How long the gateway waits for a service's answer. */
  REQUEST_TIMEOUT_MS: positiveInt(5000),
  /**
   * How long a write whose service is unreachable is asked again (with the same idempotency
   * key) before the gateway answers 503: long enough to ride out a NATS or replica restart.
   * The longest a write's answer takes; at least REQUEST_TIMEOUT_MS.
   */
  WRITE_DEADLINE_MS: positiveInt(15000),
  RATE_LIMIT_LOOKUP_PER_MINUTE: positiveInt(60),
  RATE_LIMIT_SUBMIT_PER_HOUR: positiveInt(20),
  /** Requests per client address and minute to the routes that take a link's token (invitations, reset). */
  RATE_LIMIT_TOKEN_PER_MINUTE: positiveInt(30),
  /**
   * Where users reach the product, when the operator sets it: its origin is the product's own
   * for the Origin check of state-changing requests, besides the request's scheme and Host.
   */
  PUBLIC_URL: z.url().optional(),
  /** Trust X-Forwarded-* from a proxy in front (for the client address and HTTPS). */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export type GatewayEnv = z.infer<typeof gatewayEnvSchema>;
