import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  applicationOps,
  EventTypes,
  type Application as ApplicationView,
  type OperationInput,
} from '@warroom/contracts';
import { ApplicationReader } from './application-reader.js';
import { recordReviewEvent } from './review-event.js';
import { Recusal } from './recusal.entity.js';
import { Vote } from './vote.entity.js';

/**
 * Recusal (PRODUCT.md section 11): a reviewer steps aside from an application (a friend's, a
 * competitor's); their vote, if any, leaves the tally and they cannot vote on it until they
 * undo it. The application is locked meanwhile, so a vote and a recusal never cross.
 */
@Injectable()
export class RecusalsService {
  constructor(
    private readonly em: EntityManager,
    private readonly reader: ApplicationReader,
  ) {}

  async recuse({
    caller: reviewer,
    params: { id },
    body,
  }: OperationInput<typeof applicationOps.recuse>): Promise<ApplicationView> {
    await this.em.transactional(async (em) => {
      const application = await this.reader.lock(em, id);
      // Recused already: nothing changes, no event.
      if (await em.count(Recusal, { application: id, reviewerId: reviewer.id, withdrawnAt: null })) return;
      const now = new Date();
      const withdrawn = await em.nativeUpdate(
        Vote,
        { application: id, voterId: reviewer.id, replacedAt: null },
        { replacedAt: now },
      );
      const reason = body.reason?.trim() || null;
      em.persist(
        em.create(Recusal, {
          id: randomUUID(),
          application,
          reviewerId: reviewer.id,
          reviewerName: reviewer.name?.trim() || reviewer.email,
          reason,
          createdAt: now,
        }),
      );
      recordReviewEvent(em, EventTypes.applicationRecused, reviewer, id, { reason, voteWithdrawn: withdrawn > 0 });
    });
    return this.reader.view(this.em, id, reviewer);
  }

  /** Undoes a recusal: the reviewer may vote again (a vote withdrawn by it stays withdrawn). */
  async withdraw({
    caller: reviewer,
    params: { id },
  }: OperationInput<typeof applicationOps.withdrawRecusal>): Promise<ApplicationView> {
    await this.em.transactional(async (em) => {
      await this.reader.lock(em, id);
      const undone = await em.nativeUpdate(
        Recusal,
        { application: id, reviewerId: reviewer.id, withdrawnAt: null },
        { withdrawnAt: new Date() },
      );
      // Not recused: nothing changes, no event.
      if (undone === 0) return;
      recordReviewEvent(em, EventTypes.applicationRecusalWithdrawn, reviewer, id, {});
    });
    return this.reader.view(this.em, id, reviewer);
  }
}
