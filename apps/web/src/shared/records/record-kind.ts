import { queryKeys, recordKeys } from '../query-keys';
import type { ApiReply } from '../../lib/api';
import { type BodyOf, type RecordApi, recordApi, type RecordOperations } from './api';
import { type RecordCache, recordCache, type RecordCacheOptions } from './record-cache';

/** How a kind is named and where its screens are. */
export type RecordNames = {
  /** As one reads it: 'decision'. The screens' texts are made of it ('Decision Created', 'Could not delete decision'). */
  one: string;
  /** As many: 'decisions' ('Loading decisions...', 'No decisions yet'). */
  many: string;
  /** The list's route; a record's page and the create page are under it. */
  listPath: string;
};

/** One kind of portal record (decisions, metrics, ...): what every screen and write of it needs to know. */
export type RecordKind<Record, Create, Update> = RecordNames & {
  api: RecordApi<Record, Create, Update>;
  /** What the tab's title and the toasts name a record by: its title, or a metric's label. */
  nameOf: (record: Record) => string;
  cache: RecordCache<Record>;
};

type RecordKindOptions = {
  /** The dashboard counts the kind: it goes stale after every write, or only after a create or delete (metrics). */
  dashboard?: 'write' | 'create-delete';
  /** Its list is also searched (the decisions' 'Superseded by'): a write makes every query of the kind stale. */
  searched?: boolean;
  keepAnswer?: RecordCacheOptions['keepAnswer'];
};

/**
 * A record kind from its operations: the calls are theirs, the query keys are `queryKeys`' for
 * its collection path, every write makes the audit log stale (it wrote to it).
 */
export function recordKind<Ops extends RecordOperations>(
  one: string,
  ops: Ops,
  listPath: string,
  nameOf: (record: ApiReply<Ops['get']>) => string,
  options: RecordKindOptions = {},
): RecordKind<ApiReply<Ops['get']>, BodyOf<Ops['create']>, BodyOf<Ops['update']>> {
  const keys = recordKeys(ops.list.http.path);
  const lists = options.searched ? keys.all : keys.list;
  const dashboard = options.dashboard ? [queryKeys.dashboard()] : [];
  return {
    one,
    many: `${one}s`,
    listPath,
    api: recordApi(ops),
    nameOf,
    cache: recordCache({
      detail: keys.detail,
      stale: () => [lists(), ...dashboard, queryKeys.admin.auditLogs()],
      staleOnChange: options.dashboard === 'create-delete' ? () => [lists(), queryKeys.admin.auditLogs()] : undefined,
      keepAnswer: options.keepAnswer,
    }),
  };
}

/** 'Decision': the kind in a title ('New Decision', 'Decision Created'). */
export function recordLabel(kind: { one: string }): string {
  return kind.one.replace(/(^|\s)\S/g, (letter) => letter.toUpperCase());
}

/** A record's page, under its list's route: `/decisions/{id}`. */
export function recordPath(kind: { listPath: string }, id: string): string {
  return `${kind.listPath}/${encodeURIComponent(id)}`;
}

/** The kind's create page: `/decisions/new`. */
export function newRecordPath(kind: { listPath: string }): string {
  return `${kind.listPath}/new`;
}
