import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import {
  APPLICATION_STATUS_CHANGED_SUBJECT,
  applicationOps,
  applicationStatusNoticeSchema,
  type ApplicationStatusReply,
  type Operation,
} from '@warroom/contracts';
import { listenForNotices, NoticedStore, safeJson, type NoticeListener } from '@warroom/nats';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../platform/gateway-options.js';

/** A status answer is trusted this long without a notice: the bound if one is ever lost. */
export const STATUS_HOLD_TTL_MS = 30_000;

type WithId = { params: { id: string } };

/**
 * The public status lookup's answers, kept in memory so that a lookup costs no round trip to
 * applications (issue 19: the public read the most applicants make, four hops for a row of
 * four fields). Safe the way the session cache is: applications publishes a notice once a
 * change of an application's status or decision reason committed, and every replica drops
 * that answer as it arrives; the replica that served the change drops it as it answers; a
 * read that was running when a notice came is not kept; a lost connection to NATS drops them
 * all; none is kept past STATUS_HOLD_TTL_MS. Bounded whatever the load (NoticedStore), and
 * the lookup's rate limit is counted before this is asked.
 */
@Injectable()
export class HeldStatuses implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly store = new NoticedStore<ApplicationStatusReply>({
    ttlMs: STATUS_HOLD_TTL_MS,
    maxEntries: 20_000,
    maxNotices: 20_000,
  });
  private listener: NoticeListener | null = null;

  constructor(@Inject(GATEWAY_OPTIONS) private readonly options: GatewayOptions) {}

  async onApplicationBootstrap(): Promise<void> {
    this.listener = await listenForNotices(
      this.options.natsUrl,
      `${this.options.instance}-statuses`,
      [APPLICATION_STATUS_CHANGED_SUBJECT],
      {
        notice: (_subject, text) => {
          const notice = applicationStatusNoticeSchema.safeParse(safeJson(text));
          if (notice.success) this.store.forget(notice.data.id);
          else this.store.clear();
        },
        lost: () => this.store.clear(),
      },
    );
  }

  async onModuleDestroy(): Promise<void> {
    await this.listener?.close();
  }

  /** The answer held for this call of `operation`, if it is the status lookup and one is held. */
  held(operation: Operation, input: unknown): ApplicationStatusReply | undefined {
    if (operation !== applicationOps.status || !this.listener) return undefined;
    return this.store.get((input as WithId).params.id);
  }

  /**
   * After `operation` answered (or failed): keeps a status lookup's answer read from
   * `readFrom` on, and drops the answer a status change on this replica made stale.
   */
  answered(operation: Operation, input: unknown, reply: unknown, readFrom: number): void {
    if (operation === applicationOps.status) {
      if (this.listener && reply !== undefined) {
        this.store.set((input as WithId).params.id, reply as ApplicationStatusReply, readFrom);
      }
    } else if (operation === applicationOps.changeStatus) {
      this.store.forget((input as WithId).params.id);
    }
  }

  get size(): number {
    return this.store.size;
  }
}
