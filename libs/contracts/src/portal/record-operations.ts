import type { z } from 'zod';
import { defineOperation, signedIn } from '../operation.js';
import {
  exportChunkRequestSchema,
  exportChunkSchema,
  exportQuerySchema,
  pageQuerySchema,
  pageSchema,
} from '../paging.js';
import { uuidParamsSchema } from '../path-params.js';
import { ALL_ROLES, WRITER_ROLES } from '../roles.js';

type RecordSchemas<
  View extends z.ZodType,
  Summary extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  ListQuery extends z.ZodType,
> = {
  /** The list's query when it filters more than a page. */
  listQuery?: ListQuery;
  /** The record as its detail (and every write) answers it. */
  view: View;
  /** The record as its list carries it (long texts cut to their previews). */
  summary: Summary;
  create: Create;
  update: Update;
};

type RecordNames = {
  /** As one reads it: 'document'. */
  one: string;
  /** As many: 'documents'; the HTTP path is `/api/<many>` and the subjects `portal.<many>.<verb>`. */
  many: string;
  /** What its list summary says about order and previews. */
  listed: string;
  /** The HTTP path when it is not `/api/<many>`. */
  path?: `/api/${string}`;
};

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The five operations of a plain portal record (list, get, create, update, delete), from its
 * schemas: reads for every signed-in role, writes for CTO, CEO and ADMIN, the list paged.
 */
export function recordOperations<
  const View extends z.ZodType,
  const Summary extends z.ZodType,
  const Create extends z.ZodType,
  const Update extends z.ZodType,
  const ListQuery extends z.ZodType = typeof pageQuerySchema,
>(names: RecordNames, schemas: RecordSchemas<View, Summary, Create, Update, ListQuery>) {
  const { one, many } = names;
  const path = names.path ?? (`/api/${many}` as const);
  const item = `${path}/{id}` as const;
  const tags = [many];
  const read = signedIn(ALL_ROLES);
  const write = signedIn(WRITER_ROLES);
  return {
    list: defineOperation({
      id: `list${capital(many)}`,
      service: 'portal',
      subject: `portal.${many}.list`,
      query: (schemas.listQuery ?? pageQuerySchema) as ListQuery,
      reply: pageSchema(schemas.summary),
      delivery: 'read',
      http: { method: 'GET', path, access: read, paged: true, summary: names.listed, tags },
    }),
    get: defineOperation({
      id: `get${capital(one)}`,
      service: 'portal',
      subject: `portal.${many}.get`,
      params: uuidParamsSchema,
      reply: schemas.view,
      delivery: 'read',
      http: { method: 'GET', path: item, access: read, summary: `A ${one}`, tags },
    }),
    create: defineOperation({
      id: `create${capital(one)}`,
      service: 'portal',
      subject: `portal.${many}.create`,
      body: schemas.create,
      reply: schemas.view,
      delivery: 'write',
      http: { method: 'POST', path, access: write, status: 201, summary: `Create a ${one}`, tags },
    }),
    update: defineOperation({
      id: `update${capital(one)}`,
      service: 'portal',
      subject: `portal.${many}.update`,
      params: uuidParamsSchema,
      body: schemas.update,
      reply: schemas.view,
      delivery: 'write',
      http: { method: 'PATCH', path: item, access: write, summary: `Change any of a ${one}'s fields`, tags },
    }),
    delete: defineOperation({
      id: `delete${capital(one)}`,
      service: 'portal',
      subject: `portal.${many}.delete`,
      params: uuidParamsSchema,
      reply: schemas.view,
      delivery: 'write',
      http: { method: 'DELETE', path: item, access: write, summary: `Delete a ${one}; answers what was deleted`, tags },
    }),
  };
}

/**
 * A kind's file export, `GET /api/<many>/export`: the service answers one chunk per request,
 * the gateway streams the chunks as one file of type `produces`.
 */
export function exportOperation(many: string, produces: string, summary: string) {
  return defineOperation({
    id: `export${capital(many)}`,
    service: 'portal',
    subject: `portal.${many}.export`,
    body: exportChunkRequestSchema,
    reply: exportChunkSchema,
    delivery: 'read',
    caller: false,
    http: {
      method: 'GET',
      path: `/api/${many}/export`,
      access: signedIn(ALL_ROLES),
      query: exportQuerySchema,
      produces,
      custom: true,
      summary,
      tags: [many],
    },
  });
}
