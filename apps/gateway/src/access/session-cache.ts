import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { SESSIONS_CHANGED_SUBJECT, sessionChangeSchema } from '@warroom/contracts';
import { listenForNotices, safeJson, type NoticeListener } from '@warroom/nats';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../platform/gateway-options.js';
import type { CurrentUser } from './current-user.js';
import { SessionStore } from './session-store.js';

/**
 * Sessions identity has verified, kept in memory so that a signed-in request costs no round
 * trip to identity (issue 19). What makes that safe: identity publishes a notice for every
 * change of a user's sessions or what they carry (logout, password change or reset,
 * deactivation, role or theme change) once it has committed, and every replica drops that
 * user's entries as the notice arrives; the replica that served the change drops at once
 * (`forgetAfter`); a lost connection to NATS (notices may be missed) empties it; and no
 * entry lives longer than SESSION_CACHE_TTL_MS. Its memory is bounded (SessionStore).
 */
@Injectable()
export class SessionCache implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly store = new SessionStore();
  private listener: NoticeListener | null = null;

  constructor(@Inject(GATEWAY_OPTIONS) private readonly options: GatewayOptions) {}

  async onApplicationBootstrap(): Promise<void> {
    this.listener = await listenForNotices(
      this.options.natsUrl,
      `${this.options.instance}-sessions`,
      [SESSIONS_CHANGED_SUBJECT],
      {
        notice: (_subject, text) => {
          const notice = sessionChangeSchema.safeParse(safeJson(text));
          if (notice.success) this.forgetUser(notice.data.userId);
          else this.clear();
        },
        lost: () => this.clear(),
      },
    );
  }

  async onModuleDestroy(): Promise<void> {
    await this.listener?.close();
  }

  get(sessionId: string, now = Date.now()): CurrentUser | undefined {
    return this.store.get(sessionId, now);
  }

  /** Keeps a session identity verified (see SessionStore.set); nothing while notices cannot arrive. */
  set(user: CurrentUser, verifiedFrom: number, now = Date.now()): void {
    if (this.listener) this.store.set(user, verifiedFrom, now);
  }

  forgetUser(userId: string, now = Date.now()): void {
    this.store.forgetUser(userId, now);
  }

  clear(now = Date.now()): void {
    this.store.clear(now);
  }

  get size(): number {
    return this.store.size;
  }
}
