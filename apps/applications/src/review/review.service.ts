import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  APPLICATION_STATUS_CHANGED_SUBJECT,
  type ApplicationStatusNotice,
  isVotingOpen,
  DomainError,
  ErrorCode,
  EventTypes,
  RECUSED,
  type Application as ApplicationView,
  applicationOps,
  type OperationInput,
} from '@warroom/contracts';
import { publishNotice } from '@warroom/nats';
import { NATS_CONNECTION } from '@warroom/microservice';
import { CounterDimension } from '../analytics/application-counter.entity.js';
import { applyCounterChanges } from '../analytics/counters.js';
import { ALREADY_OPEN } from '../intake/intake.service.js';
import { ApplicationReader } from './application-reader.js';
import { recordReviewEvent } from './review-event.js';
import { Comment } from './comment.entity.js';
import { Recusal } from './recusal.entity.js';
import { Vote } from './vote.entity.js';

/** A recused reviewer neither votes nor comments (PRODUCT.md section 11): 409 until they undo it. */
async function refuseIfRecused(em: EntityManager, applicationId: string, reviewerId: string): Promise<void> {
  if (await em.count(Recusal, { application: applicationId, reviewerId, withdrawnAt: null })) {
    throw new DomainError(ErrorCode.Conflict, RECUSED);
  }
}

/** Votes, comments and decisions on applications. */
@Injectable()
export class ReviewService {
  constructor(
    private readonly em: EntityManager,
    private readonly reader: ApplicationReader,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
  ) {}

  /** One vote per reviewer, while the application is under review or in voting. */
  async vote({
    caller: reviewer,
    params: { id },
    body: vote,
  }: OperationInput<typeof applicationOps.vote>): Promise<ApplicationView> {
    await this.em.transactional(async (em) => {
      const application = await this.reader.lock(em, id);
      await refuseIfRecused(em, id, reviewer.id);
      if (!isVotingOpen(application.status)) {
        throw new DomainError(
          ErrorCode.Conflict,
          'Votes are taken only while an application is under review or in voting',
        );
      }
      const reason = vote.reason?.trim() || null;
      const current = await em.findOne(Vote, { application: id, voterId: reviewer.id, replacedAt: null });
      // The vote the reviewer already has, with the same reason, changes nothing: no write, no event.
      if (current && current.vote === vote.vote && (current.reason ?? null) === reason) return;
      const replaced = current
        ? await em.nativeUpdate(Vote, { id: current.id, replacedAt: null }, { replacedAt: new Date() })
        : 0;
      em.persist(
        em.create(Vote, {
          id: randomUUID(),
          application,
          voterId: reviewer.id,
          voterEmail: reviewer.email,
          voterName: reviewer.name?.trim() || reviewer.email,
          vote: vote.vote,
          reason,
          createdAt: new Date(),
        }),
      );
      recordReviewEvent(em, EventTypes.applicationVoted, reviewer, id, { vote: vote.vote, changed: replaced > 0 });
    });
    return this.reader.view(this.em, id, reviewer);
  }

  async comment({
    caller: reviewer,
    params: { id },
    body: comment,
  }: OperationInput<typeof applicationOps.comment>): Promise<ApplicationView> {
    await this.em.transactional(async (em) => {
      // Locked, so that a comment and a recusal of its author never cross.
      const application = await this.reader.lock(em, id);
      await refuseIfRecused(em, id, reviewer.id);
      const row = em.create(Comment, {
        id: randomUUID(),
        application,
        authorId: reviewer.id,
        authorName: reviewer.name?.trim() || reviewer.email,
        comment: comment.comment.trim(),
        createdAt: new Date(),
      });
      em.persist(row);
      recordReviewEvent(em, EventTypes.applicationCommented, reviewer, id, {
        commentId: row.id,
        length: row.comment.length,
      });
    });
    return this.reader.view(this.em, id, reviewer);
  }

  /**
   * An admin may set any status from any other; the decision reason is kept with it. Once
   * committed, every gateway hears that the public status answer changed (it holds them).
   */
  async changeStatus({
    caller: reviewer,
    params: { id },
    body: change,
  }: OperationInput<typeof applicationOps.changeStatus>): Promise<ApplicationView> {
    try {
      const changed = await this.em.transactional(async (em) => {
        const application = await this.reader.lock(em, id);
        const from = application.status;
        const decisionReason = change.decisionReason?.trim() || null;
        // The status and reason it already has change nothing: no write, no event.
        if (from === change.status && (application.decisionReason ?? null) === decisionReason) return false;
        application.status = change.status;
        application.decisionReason = decisionReason;
        application.updatedAt = new Date();
        await em.flush();
        if (from !== change.status) {
          await applyCounterChanges(em, [
            { dimension: CounterDimension.Status, key: from, delta: -1 },
            { dimension: CounterDimension.Status, key: change.status, delta: 1 },
          ]);
        }
        recordReviewEvent(em, EventTypes.applicationStatusChanged, reviewer, id, {
          from,
          to: change.status,
          decisionReason: application.decisionReason,
        });
        return true;
      });
      if (changed) {
        const notice: ApplicationStatusNotice = { id };
        publishNotice(this.nc, APPLICATION_STATUS_CHANGED_SUBJECT, notice);
      }
    } catch (error) {
      // Reopening a rejected application while another one of that email is open.
      if (error instanceof UniqueConstraintViolationException) throw new DomainError(ErrorCode.Conflict, ALREADY_OPEN);
      throw error;
    }
    return this.reader.view(this.em, id, reviewer);
  }
}
