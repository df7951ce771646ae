import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { SESSIONS_CHANGED_SUBJECT, sessionChangeSchema } from '@warroom/contracts';
import { connectNats } from '@warroom/messaging';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../platform/gateway-options.js';
import type { CurrentUser } from './current-user.js';

/** How long a verified session is trusted without asking identity again: the bound if a notice is ever lost. */
export const SESSION_CACHE_TTL_MS = 30_000;
/** The most sessions held; the oldest go first. */
export const SESSION_CACHE_MAX = 20_000;

type Entry = { user: CurrentUser; until: number };

/**
 * Sessions identity has verified, kept in memory so that a signed-in request costs no round
 * trip to identity (issue 19). What makes that safe: identity publishes a notice for every
 * change of a user's sessions or what they carry (logout, password change or reset,
 * deactivation, role or theme change) once it has committed, and every replica drops that
 * user's entries as the notice arrives; the replica that served the change drops at once
 * (`forgetAfter`); a lost connection to NATS (notices may be missed) empties it; and no
 * entry lives longer than SESSION_CACHE_TTL_MS.
 */
@Injectable()
export class SessionCache implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly entries = new Map<string, Entry>();
  /** When each user's last notice came, and when everything was last dropped: a verification started before may be stale. */
  private readonly noticedAt = new Map<string, number>();
  private clearedAt = 0;
  private nc: NatsConnection | null = null;
  private subscription: Subscription | null = null;

  constructor(@Inject(GATEWAY_OPTIONS) private readonly options: GatewayOptions) {}

  async onApplicationBootstrap(): Promise<void> {
    const nc = await connectNats(this.options.natsUrl, `${this.options.instance}-sessions`);
    this.nc = nc;
    this.subscription = nc.subscribe(SESSIONS_CHANGED_SUBJECT, {
      callback: (error, message) => {
        if (error) return;
        const notice = sessionChangeSchema.safeParse(safeJson(message.string()));
        if (notice.success) this.forgetUser(notice.data.userId);
        else this.clear();
      },
    });
    void this.watch(nc);
  }

  async onModuleDestroy(): Promise<void> {
    this.subscription?.unsubscribe();
    await this.nc?.close();
  }

  get(sessionId: string, now = Date.now()): CurrentUser | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.user;
  }

  /**
   * Keeps a session identity verified, unless a notice about its user (or a drop of
   * everything) came after the verification started: then what identity said may already
   * be out of date, and the next request asks again.
   */
  set(user: CurrentUser, verifiedFrom: number, now = Date.now()): void {
    if (!this.subscription) return;
    if (verifiedFrom <= this.clearedAt || verifiedFrom <= (this.noticedAt.get(user.id) ?? 0)) return;
    this.entries.delete(user.sessionId);
    this.entries.set(user.sessionId, { user, until: now + SESSION_CACHE_TTL_MS });
    if (this.entries.size > SESSION_CACHE_MAX) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  forgetUser(userId: string, now = Date.now()): void {
    this.noticedAt.set(userId, now);
    for (const [sessionId, entry] of this.entries) {
      if (entry.user.id === userId) this.entries.delete(sessionId);
    }
    // A notice matters for as long as a verification can take; older ones are forgotten.
    if (this.noticedAt.size > SESSION_CACHE_MAX) {
      for (const [id, at] of this.noticedAt) if (at < now - SESSION_CACHE_TTL_MS) this.noticedAt.delete(id);
    }
  }

  clear(now = Date.now()): void {
    this.clearedAt = now;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** While the connection is down, notices may be missed: nothing is trusted from before. */
  private async watch(nc: NatsConnection): Promise<void> {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect' || status.type === 'reconnect') this.clear();
    }
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
