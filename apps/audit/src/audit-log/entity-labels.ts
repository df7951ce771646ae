import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import {
  ENTITY_KINDS,
  EVENTS_SUBJECT_PREFIX,
  entityRefOf,
  isEntityKind,
  labelOps,
  type AuditEntryView,
  type EntityKind,
  type EntityRef,
} from '@warroom/contracts';
import type { NatsConnection } from '@nats-io/transport-node';
import { listenForNotices, NoticedStore, safeJson, type NoticeListener } from '@warroom/nats';
import { NATS_CONNECTION, requestOperation, SERVICE_IDENTITY, type ServiceIdentity } from '@warroom/microservice';
import { z } from 'zod';
import { AUDIT_OPTIONS, type AuditOptions } from './audit-options.js';

/** How long the audit log waits for names: without them it still answers. */
const LABELS_TIMEOUT_MS = 1_500;

/** A name is trusted this long without a notice; the bound if one is ever lost. */
export const LABEL_CACHE_TTL_MS = 60_000;

/**
 * The events after which a thing may be called otherwise, or be gone: a record's update or
 * delete, and anything of an invitation (its name). Others (a vote, a login) rename nothing.
 */
const RENAMING_EVENTS = ['*.updated', '*.deleted', 'invitation.>'].map((s) => `${EVENTS_SUBJECT_PREFIX}.${s}`);

const eventEntitySchema = z.object({ entity: z.string().nullable() });

const keyOf = (ref: EntityRef): string => `${ref.kind}:${ref.id}`;

type ServiceWithLabels = keyof typeof labelOps;

/**
 * Puts names on a page of the audit log (issue 20: 'Admin accepted Priya Raman'): each entry's
 * entity as it is called now and its actor's name, asked of the services that own them, one
 * request per service for the whole page. The log keeps ids; the names are read when it is.
 *
 * Names are kept in memory (issue 19: a page of the log costs one round trip, not four), safe
 * the way the gateway's session cache is: the services' events reach every audit replica on
 * core NATS, and an update or delete of a thing drops its name at once; a lost connection drops
 * them all; none is kept past LABEL_CACHE_TTL_MS. The audit service names its pages itself, so
 * that the gateway passes them on as written (issue 19).
 */
@Injectable()
export class EntityLabels implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly store = new NoticedStore<string | null>({
    ttlMs: LABEL_CACHE_TTL_MS,
    maxEntries: 50_000,
    maxNotices: 20_000,
  });
  private listener: NoticeListener | null = null;

  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(AUDIT_OPTIONS) private readonly options: AuditOptions,
    @Inject(SERVICE_IDENTITY) private readonly identity: ServiceIdentity,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.listener = await listenForNotices(this.options.natsUrl, `${this.identity.instance}-labels`, RENAMING_EVENTS, {
      notice: (_subject, text) => {
        const event = eventEntitySchema.safeParse(safeJson(text));
        if (!event.success) this.store.clear();
        else if (event.data.entity) this.store.forget(event.data.entity);
      },
      lost: () => this.store.clear(),
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.listener?.close();
  }

  /**
   * The entries with their names: each entity and actor looked up once, from memory where
   * held, the rest asked of their services at once.
   */
  async name(entries: readonly AuditEntryView[]): Promise<AuditEntryView[]> {
    const now = Date.now();
    const held = this.listener !== null;
    // By key (`Kind:id`, which is also how an entry names its entity): the name, or null for none.
    const known = new Map<string, string | null>();
    const ask: Record<ServiceWithLabels, EntityRef[]> = { identity: [], portal: [], applications: [] };
    const want = (key: string, kind: EntityKind, id: string): void => {
      if (known.has(key)) return;
      const label = held ? this.store.get(key, now) : undefined;
      known.set(key, label ?? null);
      if (label === undefined) ask[ENTITY_KINDS[kind]].push({ kind, id });
    };
    for (const entry of entries) {
      if (entry.entity && !known.has(entry.entity)) {
        const ref = entityRefOf(entry.entity);
        if (ref && isEntityKind(ref.kind)) want(entry.entity, ref.kind, ref.id);
      }
      const actorId = entry.actor?.id;
      if (actorId) want(`User:${actorId}`, 'User', actorId);
    }
    await this.askServices(ask, known, now);
    return entries.map((entry) => {
      const actor = entry.actor;
      const actorName = actor?.id ? known.get(`User:${actor.id}`) : undefined;
      return {
        ...entry,
        actor: actor && actorName ? { ...actor, name: actorName } : actor,
        entityLabel: entry.entity ? (known.get(entry.entity) ?? null) : null,
      };
    });
  }

  /** Asks each service for the names not held, all at once, and keeps what they say. */
  private async askServices(
    ask: Record<ServiceWithLabels, EntityRef[]>,
    known: Map<string, string | null>,
    now: number,
  ): Promise<void> {
    await Promise.all(
      (Object.keys(ask) as ServiceWithLabels[]).map(async (service) => {
        if (ask[service].length === 0) return;
        const reply = await requestOperation(
          this.nc,
          labelOps[service],
          { body: { refs: ask[service] } },
          LABELS_TIMEOUT_MS,
        ).catch(() => null);
        if (!reply) return;
        const found = new Map(reply.labels.map((label) => [keyOf(label), label.label]));
        for (const ref of ask[service]) {
          // A thing its service does not name any more is gone: kept as null, asked again after a notice or the TTL.
          const label = found.get(keyOf(ref)) ?? null;
          known.set(keyOf(ref), label);
          if (this.listener) this.store.set(keyOf(ref), label, now);
        }
      }),
    );
  }
}
