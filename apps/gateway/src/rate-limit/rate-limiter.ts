import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { DomainError, ErrorCode } from '@warroom/contracts';
import { connectNats, safeJson } from '@warroom/nats';
import { z } from 'zod';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../platform/gateway-options.js';
import { WindowCounters } from './window-counters.js';

export type RateLimit = { name: string; limit: number; windowMs: number };

/** Where the gateway replicas tell each other the hits they counted. */
export const RATE_LIMIT_HITS_SUBJECT = 'gateway.rate-limits.hits';
/** How often a replica sends the hits it counted since the last time. */
const SHARE_EVERY_MS = 10;

const hitsSchema = z.object({
  from: z.string(),
  hits: z.array(z.object({ key: z.string(), until: z.number(), count: z.number().int().positive() })),
});

/**
 * Fixed-window counters per client address, held in memory by every gateway replica and
 * shared over core NATS (no stream, no write to disk): each replica counts its own hits at
 * once and sends them to the others every 10 ms, and adds theirs. So a client spread over
 * replicas is counted as one, with no JetStream round trip on the request (issue 19; the
 * KV bucket cost two on every status lookup). What it allows: in the 10 ms before a hit
 * reaches the others, each replica may let one more in; a replica that starts mid-window
 * counts from what it hears.
 */
@Injectable()
export class RateLimiter implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly counters = new WindowCounters();
  private pending = new Map<string, { until: number; count: number }>();
  private nc: NatsConnection | null = null;
  private subscription: Subscription | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(@Inject(GATEWAY_OPTIONS) private readonly options: GatewayOptions) {}

  async onApplicationBootstrap(): Promise<void> {
    this.nc = await connectNats(this.options.natsUrl, `${this.options.instance}-rate-limits`);
    this.subscription = this.nc.subscribe(RATE_LIMIT_HITS_SUBJECT, {
      callback: (error, message) => {
        if (error) return;
        const shared = hitsSchema.safeParse(safeJson(message.string()));
        if (!shared.success || shared.data.from === this.options.instance) return;
        for (const hit of shared.data.hits) this.counters.add(hit.key, hit.until, hit.count);
      },
    });
    this.timer = setInterval(() => this.share(), SHARE_EVERY_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.share();
    this.subscription?.unsubscribe();
    await this.nc?.drain().catch(() => undefined);
  }

  /** Counts a request; past the limit, a 429 that says when to come back. */
  hit(limit: RateLimit, clientAddress: string, now = Date.now()): void {
    const windowStart = Math.floor(now / limit.windowMs) * limit.windowMs;
    const until = windowStart + limit.windowMs;
    const key = `${limit.name}.${clientAddress}.${windowStart}`;
    const count = this.counters.add(key, until, 1, now);
    const pending = this.pending.get(key);
    this.pending.set(key, { until, count: (pending?.count ?? 0) + 1 });
    if (count > limit.limit) {
      throw new DomainError(ErrorCode.TooManyRequests, 'Too many requests. Try again later.', {
        retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)),
      });
    }
  }

  /** Sends the hits counted since the last time to the other replicas. */
  private share(): void {
    if (this.pending.size === 0 || !this.nc) return;
    const hits = [...this.pending].map(([key, { until, count }]) => ({ key, until, count }));
    this.pending = new Map();
    try {
      this.nc.publish(RATE_LIMIT_HITS_SUBJECT, JSON.stringify({ from: this.options.instance, hits }));
    } catch {
      // NATS is down: the others miss these hits; each replica still counts its own.
    }
  }
}
