import { Inject, Injectable } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { SESSIONS_CHANGED_SUBJECT, type SessionChange } from '@warroom/contracts';
import { publishNotice } from '@warroom/nats';
import { NATS_CONNECTION } from '@warroom/microservice';

/**
 * Tells every gateway that a user's sessions changed, once the change has committed, so that
 * what a gateway holds of them (it keeps verified sessions in memory) goes at once: the
 * rules of PRODUCT.md section 4 hold on every replica, not after a cache's lifetime.
 */
@Injectable()
export class SessionNotices {
  constructor(@Inject(NATS_CONNECTION) private readonly nc: NatsConnection) {}

  /** Call after the transaction of the change committed. */
  changed(userId: string): void {
    const notice: SessionChange = { userId };
    publishNotice(this.nc, SESSIONS_CHANGED_SUBJECT, notice);
  }
}
