import type { z } from 'zod';
import { type ApiInput, type ApiReply, callApi, type HttpOperation, type PagedOperation } from '../../lib/api';

/** The operations of a portal record, as `recordOperations` (libs/contracts) declares them. */
export type RecordOperations = {
  readonly list: PagedOperation;
  readonly get: HttpOperation;
  readonly create: HttpOperation;
  readonly update: HttpOperation;
  readonly delete: HttpOperation;
};

/** A PATCH: the record and the fields that change. */
export type UpdateRequest<Changes> = { id: string; changes: Changes };

/** What the web calls a record's operations with, whatever the record. */
export type RecordApi<Record, Create, Update> = {
  fetchOne: (id: string, signal?: AbortSignal) => Promise<Record>;
  create: (body: Create) => Promise<Record>;
  update: (request: UpdateRequest<Update>) => Promise<Record>;
  remove: (id: string) => Promise<Record>;
};

export type BodyOf<S> = S extends { readonly body: infer T extends z.ZodType } ? z.input<T> : never;

/** The input of one of the record's operations: `{ id }` for the path, and a body. */
function inputOf<S extends HttpOperation>(input: { params?: { id: string }; body?: unknown }): ApiInput<S> {
  return input as ApiInput<S>;
}

/**
 * GET, POST, PATCH and DELETE of one record kind, from its operations: paths, inputs and
 * answers are theirs. The record operations take `{ id }` and a body; TypeScript cannot read
 * that off a generic `Ops`, so each input is given its operation's type here, once.
 */
export function recordApi<Ops extends RecordOperations>(
  ops: Ops,
): RecordApi<ApiReply<Ops['get']>, BodyOf<Ops['create']>, BodyOf<Ops['update']>> {
  return {
    fetchOne: (id, signal) => callApi<Ops['get']>(ops.get, inputOf({ params: { id } }), { signal }),
    create: (body) => callApi<Ops['create']>(ops.create, inputOf({ body })),
    update: ({ id, changes }) => callApi<Ops['update']>(ops.update, inputOf({ params: { id }, body: changes })),
    remove: (id) => callApi<Ops['delete']>(ops.delete, inputOf({ params: { id } })),
  };
}
