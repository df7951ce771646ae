import { z } from 'zod';
import { callerSchema, type Caller } from './identity-messages.js';
import type { Role } from './roles.js';
import type { ServiceName } from './subjects.js';

/** Who may call an operation over HTTP: anybody, or a signed-in user with one of these roles. */
export type PublicAccess = { readonly kind: 'public' };
export type RoleAccess = { readonly kind: 'roles'; readonly roles: readonly Role[] };
export type Access = PublicAccess | RoleAccess;

export const PUBLIC: PublicAccess = { kind: 'public' };
export const signedIn = (roles: readonly Role[]): RoleAccess => ({ kind: 'roles', roles });

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How the gateway serves an operation: method, path (`{id}` for parameters), who, what it answers. */
export type HttpBinding = {
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
  readonly access: Access;
  readonly summary: string;
  readonly tags: readonly string[];
  /** Status of a success (200 unless told). */
  readonly status?: number;
  /** The reply is a `Page`: sent as the array of its items, the total in X-Total-Count, the next page in Link. */
  readonly paged?: boolean;
  /** Content type of an answer that is not JSON (exports): the gateway streams it. */
  readonly produces?: string;
  /** Served by a route of its own at the gateway (cookies, streams); the declaration still says what it is. */
  readonly custom?: boolean;
  /** The query string of a custom route, when it is not the operation's `query`. */
  readonly query?: Schema;
  /** The answer of a custom route, when it is not the operation's reply (login answers the user, not the session). */
  readonly reply?: Schema;
  /** A per-address limit the gateway applies before calling (PRODUCT.md sections 5 and 9). */
  readonly rateLimit?: 'submit' | 'lookup' | 'token';
  /** The failures it may answer beyond the usual ones, by status, for the API documentation. */
  readonly errors?: Readonly<Record<number, string>>;
};

/**
 * What a repeat of a request may do after a timeout:
 * - `read`: nothing changes, so the gateway may simply ask again;
 * - `write`: a change; the gateway sends an idempotency key with it and asks again with the same key,
 *   and the service answers a repeat with what the first one committed (never twice, never lost);
 * - `once`: neither (logins, logouts, password changes): a timeout is a 503.
 */
export type Delivery = 'read' | 'write' | 'once';

type Schema = z.ZodType;

export type OperationSpec = {
  /** Unique, camelCase: the OpenAPI operationId and the name every layer uses for it. */
  readonly id: string;
  /** The service that answers it; `gateway` for what the gateway answers itself (me, health). */
  readonly service: ServiceName | 'gateway';
  /** The NATS subject, `<service>.<feature>.<verb>`. */
  readonly subject: string;
  readonly params?: Schema;
  readonly query?: Schema;
  readonly body?: Schema;
  /** The service learns who calls (every signed-in operation unless told). */
  readonly caller?: boolean;
  /** The service learns the client's address (throttles). */
  readonly client?: boolean;
  readonly reply: Schema;
  readonly delivery: Delivery;
  /**
   * The reply is a page (`items`, with `total` and `next` where it has them) that its service
   * sends written, its items as JSON checked against this declaration, and the gateway passes
   * on unread (issue 19). Every `http.paged` operation is.
   */
  readonly written?: boolean;
  readonly http?: HttpBinding;
};

/** One operation, declared once: the NATS hop, the handler, the HTTP route, OpenAPI and the web all read it. */
export type Operation<S extends OperationSpec = OperationSpec> = S & {
  /** What travels over NATS: `{ caller?, client?, params?, query?, body? }`, parsed again by the service. */
  readonly request: z.ZodType<OperationInput<S>>;
};

type Part<S, K extends 'params' | 'query' | 'body'> = S extends { readonly [P in K]: infer T extends Schema }
  ? { [P in K]: z.output<T> }
  : unknown;

type CallerPart<S> = S extends { readonly caller: true }
  ? { caller: Caller }
  : S extends { readonly caller: false }
    ? unknown
    : S extends { readonly http: { readonly access: { readonly kind: 'roles' } } }
      ? { caller: Caller }
      : unknown;

type ClientPart<S> = S extends { readonly client: true } ? { client: ClientInfo } : unknown;

/** The NATS payload of an operation, as a handler receives it. */
export type OperationInput<S> = CallerPart<S> & ClientPart<S> & Part<S, 'params'> & Part<S, 'query'> & Part<S, 'body'>;

/** What an operation answers. */
export type OperationReply<S> = S extends { readonly reply: infer R extends Schema } ? z.output<R> : never;

export const clientInfoSchema = z.object({ address: z.string().max(100) });
export type ClientInfo = z.infer<typeof clientInfoSchema>;

/** The reply of an operation that `repliesWrittenPage`: its items, with its total and next cursor where it has them. */
export type WrittenPageReply = { items: unknown[]; total?: number; next?: string };

/** Whether the operation's reply is a page its service sends written (see `written`). */
export function repliesWrittenPage(spec: OperationSpec): boolean {
  return spec.written === true || spec.http?.paged === true;
}

/** Whether the service is told who calls. */
export function takesCaller(spec: OperationSpec): boolean {
  return spec.caller ?? spec.http?.access.kind === 'roles';
}

/** Declares an operation and derives its NATS payload schema from its parts. */
export function defineOperation<const S extends OperationSpec>(spec: S): Operation<S> {
  const shape: Record<string, Schema> = {};
  if (takesCaller(spec)) shape.caller = callerSchema;
  if (spec.client) shape.client = clientInfoSchema;
  if (spec.params) shape.params = spec.params;
  if (spec.query) shape.query = spec.query;
  if (spec.body) shape.body = spec.body;
  return { ...spec, request: z.object(shape) as unknown as z.ZodType<OperationInput<S>> };
}
