import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Kvm, type KV } from '@nats-io/kv';
import type { NatsConnection } from '@nats-io/transport-node';
import { DomainError, ErrorCode } from '@warroom/contracts';
import { connectNats } from '@warroom/messaging';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../platform/gateway-options.js';

const BUCKET = 'gateway_rate_limits';
const MAX_WINDOW_MS = 3600_000;
const CAS_ATTEMPTS = 8;
/** How long a hit waits for the bucket while the connection to NATS comes back. */
const UNAVAILABLE_GRACE_MS = 3_000;

export type RateLimit = { name: string; limit: number; windowMs: number };

/**
 * Fixed-window counters per client address in a NATS key-value bucket, so that every
 * gateway replica counts the same requests. Each hit is a compare-and-set on the key of
 * the current window; the bucket forgets keys after the longest window.
 */
@Injectable()
export class RateLimiter implements OnApplicationBootstrap, OnModuleDestroy {
  private nc: NatsConnection | null = null;
  private kv: KV | null = null;

  constructor(@Inject(GATEWAY_OPTIONS) private readonly options: GatewayOptions) {}

  async onApplicationBootstrap(): Promise<void> {
    this.nc = await connectNats(this.options.natsUrl, `${this.options.instance}-rate-limits`);
    this.kv = await new Kvm(this.nc).create(BUCKET, { history: 1, ttl: MAX_WINDOW_MS });
  }

  async onModuleDestroy(): Promise<void> {
    await this.nc?.close();
  }

  /** Counts a request; past the limit, a 429 that says when to come back. */
  async hit(limit: RateLimit, clientAddress: string, now = Date.now()): Promise<void> {
    const windowStart = Math.floor(now / limit.windowMs) * limit.windowMs;
    const key = `${limit.name}.${clientAddress.replace(/[^A-Za-z0-9-]/g, '_')}.${windowStart}`;
    const count = await this.increment(key);
    if (count > limit.limit) {
      throw new DomainError(ErrorCode.TooManyRequests, 'Too many requests. Try again later.', {
        retryAfterSeconds: Math.max(1, Math.ceil((windowStart + limit.windowMs - now) / 1000)),
      });
    }
  }

  private async increment(key: string): Promise<number> {
    const kv = this.kv;
    if (!kv) throw new DomainError(ErrorCode.Unavailable, 'Rate limiter is not ready');
    const giveUpAt = Date.now() + UNAVAILABLE_GRACE_MS;
    for (let conflicts = 0; conflicts < CAS_ATTEMPTS;) {
      try {
        const entry = await kv.get(key);
        if (!entry || entry.operation !== 'PUT') {
          await kv.create(key, '1');
          return 1;
        }
        const next = Number(entry.string()) + 1;
        await kv.update(key, String(next), entry.revision);
        return next;
      } catch (error) {
        if (isConflict(error)) {
          conflicts += 1;
          continue;
        }
        // Just after a NATS restart the bucket answers again a moment after the services do.
        if (Date.now() >= giveUpAt) throw new DomainError(ErrorCode.Unavailable, 'Rate limiter is unavailable');
        await sleep(100);
      }
    }
    throw new DomainError(ErrorCode.TooManyRequests, 'Too many requests. Try again later.', { retryAfterSeconds: 1 });
  }
}

/** Another replica changed the key between our read and our write: read again. */
function isConflict(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String((error as { code?: unknown }).code ?? '')}` : '';
  return /wrong last sequence|key exists|10071|10164/i.test(text);
}
