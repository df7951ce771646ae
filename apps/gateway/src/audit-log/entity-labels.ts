import { Injectable } from '@nestjs/common';
import {
  ENTITY_KINDS,
  entityRefOf,
  isEntityKind,
  labelOps,
  type AuditEntryView,
  type EntityLabel,
  type EntityRef,
} from '@warroom/contracts';
import { ServiceClient } from '../services/service-client.js';

/** How long the audit log waits for names: without them it still answers. */
const LABELS_TIMEOUT_MS = 1_500;

const keyOf = (ref: EntityRef): string => `${ref.kind}:${ref.id}`;

/**
 * Puts names on a page of the audit log (issue 20: 'Admin accepted Priya Raman'): each entry's
 * entity as it is called now and its actor's name, asked of the services that own them, one
 * request per service for the whole page. The log keeps ids; the names are read when it is.
 */
@Injectable()
export class EntityLabels {
  constructor(private readonly services: ServiceClient) {}

  async name(entries: readonly AuditEntryView[]): Promise<AuditEntryView[]> {
    const refs = new Map<string, EntityRef>();
    for (const entry of entries) {
      const ref = entityRefOf(entry.entity);
      if (ref && isEntityKind(ref.kind)) refs.set(keyOf(ref), ref);
      if (entry.actor?.id) refs.set(`User:${entry.actor.id}`, { kind: 'User', id: entry.actor.id });
    }
    const labels = await this.labels([...refs.values()]);
    return entries.map((entry) => {
      const ref = entityRefOf(entry.entity);
      const actorName = entry.actor?.id ? labels.get(`User:${entry.actor.id}`) : undefined;
      return {
        ...entry,
        actor: entry.actor ? { ...entry.actor, ...(actorName ? { name: actorName } : {}) } : null,
        entityLabel: ref ? (labels.get(keyOf(ref)) ?? null) : null,
      };
    });
  }

  private async labels(refs: readonly EntityRef[]): Promise<Map<string, string>> {
    const byService = { identity: [] as EntityRef[], portal: [] as EntityRef[], applications: [] as EntityRef[] };
    for (const ref of refs) if (isEntityKind(ref.kind)) byService[ENTITY_KINDS[ref.kind]].push(ref);
    const answers = await Promise.all(
      (Object.keys(byService) as (keyof typeof byService)[]).map((service) =>
        byService[service].length === 0
          ? []
          : this.services
              .call(labelOps[service], { body: { refs: byService[service] } }, { timeoutMs: LABELS_TIMEOUT_MS })
              .then(
                (reply): EntityLabel[] => reply.labels,
                (): EntityLabel[] => [],
              ),
      ),
    );
    return new Map(answers.flat().map((label) => [keyOf(label), label.label]));
  }
}
