import type { HttpBinding, OperationSpec, Page } from '@warroom/contracts';
import { pathOf } from '@warroom/contracts';
import type { z } from 'zod';
import { type PageParams, http, httpPage, withQuery, type QueryParams } from './http';

/** An operation the gateway serves over HTTP, as `libs/contracts` declares it. */
export type HttpOperation = OperationSpec & { readonly http: HttpBinding };

type Part<S, K extends 'params' | 'query' | 'body'> = S extends { readonly [P in K]: infer T extends z.ZodType }
  ? { readonly [P in K]: z.input<T> }
  : { readonly [P in K]?: never };

/** What a call sends: the operation's path parameters, query and body, typed by its schemas. */
export type ApiInput<S> = Part<S, 'params'> & Part<S, 'query'> & Part<S, 'body'>;

/** What the operation answers over HTTP: its HTTP reply when it has one of its own (login), else its reply. */
export type ApiReply<S extends HttpOperation> = S['http'] extends { readonly reply: infer R extends z.ZodType }
  ? z.output<R>
  : z.output<S['reply']>;

/** An operation whose list the gateway answers a page at a time. */
export type PagedOperation = HttpOperation & { readonly http: { readonly paged: true } };

/** An item of a paged operation's list. */
export type ApiItem<S extends HttpOperation> = ApiReply<S> extends { items: (infer I)[] } ? I : never;

type Loose = { params?: Record<string, unknown>; query?: QueryParams; body?: unknown };

/**
 * Whether answers are checked against their declaration: in development builds, and where no
 * build says (the web's unit tests, whose fake answers must then be the contract's shapes).
 */
const CHECK_ANSWERS = import.meta.env?.DEV ?? true;

/**
 * The answer as its declaration types it. The gateway answers from the same declaration, so
 * the value is taken as is in production; a development build checks it against the schema
 * (and returns it unchanged, so both builds see the same value).
 */
function declared<S extends HttpOperation>(operation: S, value: unknown): ApiReply<S> {
  const schema: z.ZodType = operation.http.reply ?? operation.reply;
  if (CHECK_ANSWERS) {
    const result = schema.safeParse(value);
    if (!result.success) {
      throw new Error(`${operation.id}: the answer does not match its declaration: ${result.error.message}`);
    }
  }
  // The one place an answer gets its type: the declaration's, never one a caller picks.
  return value as ApiReply<S>;
}

/** The operation's path with its parameters filled in. */
export function apiPath<S extends HttpOperation>(operation: S, params?: Part<S, 'params'>['params']): string {
  return pathOf(operation.http.path, params ?? {});
}

/**
 * Calls an operation: method and path from its declaration, the input typed by its schemas,
 * the answer typed by its reply. A POST without a body of its own sends `{}` (logout).
 */
export async function callApi<S extends HttpOperation>(
  operation: S,
  input: ApiInput<S>,
  options: { signal?: AbortSignal } = {},
): Promise<ApiReply<S>> {
  const { params, query, body } = input as Loose;
  const { method } = operation.http;
  const path = withQuery(pathOf(operation.http.path, params ?? {}), query ?? {});
  const sent = body ?? (method === 'POST' ? {} : undefined);
  return declared(operation, await http(path, { method, body: sent, signal: options.signal }));
}

/**
 * A GET a public page makes as it loads, by its declared path (contracts' `boot-paths.ts`)
 * without loading the operation's declaration, and with it zod: the page shows its first
 * content before any schema is evaluated (issue 19). `S` is the operation, for the answer's
 * type; its declared path must be `path`, which the type checks.
 */
export async function getByPath<S extends HttpOperation>(
  path: S['http']['path'],
  params: Part<S, 'params'>['params'],
  options: { signal?: AbortSignal } = {},
): Promise<ApiReply<S>> {
  // The declaration's type, as `declared` gives it; production takes answers as they are there too.
  return (await http(pathOf(path, params ?? {}), { signal: options.signal })) as ApiReply<S>;
}

/** `callApi` for a GET that answers null instead of failing when nobody is signed in (401). */
export async function callApiOrNullOn401<S extends HttpOperation>(
  operation: S,
  input: ApiInput<S>,
  options: { signal?: AbortSignal } = {},
): Promise<ApiReply<S> | null> {
  const { params, query } = input as Loose;
  const path = withQuery(pathOf(operation.http.path, params ?? {}), query ?? {});
  const value = await http(path, { signal: options.signal, nullOn401: true });
  return value === null ? null : declared(operation, value);
}

/** One page of a paged operation's list (`limit` items from `offset`), the total from X-Total-Count. */
export async function fetchPage<S extends PagedOperation>(
  operation: S,
  params: ApiInput<S>['params'] | undefined,
  query: PageParams,
  signal?: AbortSignal,
): Promise<Page<ApiItem<S>>> {
  const page = await httpPage(pathOf(operation.http.path, params ?? {}), query, signal);
  // The page is checked as the declaration's reply: `{ items, total }`.
  return declared(operation, page) as Page<ApiItem<S>>;
}
