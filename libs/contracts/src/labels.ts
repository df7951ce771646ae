import { z } from 'zod';
import type { ServiceName } from './subjects.js';

/**
 * Readable names of the things the audit log names by id (`Application:<id>`, `User:<id>`…),
 * asked of the service that owns each at read time: the audit log stays append-only and free
 * of the applicants' names, and a name that changes shows as it is now.
 */
export const ENTITY_KINDS = {
  User: 'identity',
  Invitation: 'identity',
  Application: 'applications',
  Objective: 'portal',
  KeyResult: 'portal',
  Initiative: 'portal',
  Decision: 'portal',
  Metric: 'portal',
  Meeting: 'portal',
  Document: 'portal',
} as const satisfies Record<string, ServiceName>;
export type EntityKind = keyof typeof ENTITY_KINDS;

export const isEntityKind = (kind: string): kind is EntityKind => Object.hasOwn(ENTITY_KINDS, kind);

/** The most entities one request asks names for (an audit page holds at most 500). */
export const LABELS_MAX = 500;

export const entityRefSchema = z.object({ kind: z.string().max(40), id: z.string().max(100) });
export type EntityRef = z.infer<typeof entityRefSchema>;

export const labelsRequestSchema = z.object({ refs: z.array(entityRefSchema).max(LABELS_MAX) });

/** The names found; an entity that no longer exists (deleted) has none. */
export const labelsReplySchema = z.object({ labels: z.array(entityRefSchema.extend({ label: z.string() })) });
export type EntityLabel = z.infer<typeof labelsReplySchema>['labels'][number];

/** `Application:<id>` as a reference, or null for anything else. */
export function entityRefOf(entity: string | null): EntityRef | null {
  if (!entity) return null;
  const separator = entity.indexOf(':');
  if (separator <= 0) return null;
  return { kind: entity.slice(0, separator), id: entity.slice(separator + 1) };
}
