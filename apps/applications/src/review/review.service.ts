import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager, UniqueConstraintViolationException, type FilterQuery } from '@mikro-orm/postgresql';
import {
  ApplicationStatus,
  isVotingOpen,
  DomainError,
  ErrorCode,
  EventTypes,
  type Application as ApplicationView,
  type ApplicationComment,
  applicationOps,
  type OperationInput,
  type Page,
  type ApplicationListQuery,
} from '@warroom/contracts';
import { recordEvent } from '@warroom/messaging';
import { escapeLike, withinBudget } from '@warroom/persistence';
import { CounterDimension } from '../analytics/application-counter.entity.js';
import { applyCounterChanges } from '../analytics/counters.js';
import { toApplicationView } from '../intake/application-view.js';
import { Application } from '../intake/application.entity.js';
import { ALREADY_OPEN } from '../intake/intake.service.js';
import { Comment } from './comment.entity.js';
import { commentPage, recentComments } from './review-reads.js';
import { Vote } from './vote.entity.js';

@Injectable()
export class ReviewService {
  constructor(private readonly em: EntityManager) {}

  /** Newest first; `q` matches name, email or company, case-insensitively. */
  async list(query: ApplicationListQuery): Promise<Page<ApplicationView>> {
    const where: FilterQuery<Application> = {};
    if (query.status) where.status = query.status;
    if (query.q) {
      const pattern = `%${escapeLike(query.q)}%`;
      where.$or = [
        { applicantName: { $ilike: pattern } },
        { applicantEmail: { $ilike: pattern } },
        { currentCompany: { $ilike: pattern } },
      ];
    }
    const options = { orderBy: { submittedAt: 'desc', id: 'desc' }, limit: query.limit, offset: query.offset } as const;
    if (query.q) {
      const [applications, total] = await this.em.findAndCount(Application, where, options);
      return { items: await this.withReviews(applications), total };
    }
    // Without a search, the total is in the running status counters: no count over the table.
    const [applications, total] = await Promise.all([
      this.em.find(Application, where, options),
      this.countByStatus(query.status),
    ]);
    return { items: await this.withReviews(applications), total };
  }

  /** Every comment of an application, oldest first, a page at a time; 404 for no such application. */
  async comments(input: OperationInput<typeof applicationOps.comments>): Promise<Page<ApplicationComment>> {
    const page = await commentPage(this.em, input.params.id, input.query);
    if (page.total === 0) await this.get(this.em, input.params.id);
    return page;
  }

  private async countByStatus(status: ApplicationStatus | undefined): Promise<number> {
    const rows = await this.em.execute<{ total: string | null }[]>(
      `select sum(count) as total from application_counters where dimension = ? ${status ? 'and key = ?' : ''}`,
      status ? [CounterDimension.Status, status] : [CounterDimension.Status],
    );
    return Number(rows[0]?.total ?? 0);
  }

  /** One vote per reviewer, while the application is under review or in voting. */
  async vote({
    caller: reviewer,
    params: { id },
    body: vote,
  }: OperationInput<typeof applicationOps.vote>): Promise<ApplicationView> {
    await this.em.transactional(async (em) => {
      const application = await this.lock(em, id);
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
          vote: vote.vote,
          reason,
          createdAt: new Date(),
        }),
      );
      recordEvent(em, {
        type: EventTypes.applicationVoted,
        actor: { id: reviewer.id, email: reviewer.email },
        entity: `Application:${id}`,
        data: { vote: vote.vote, changed: replaced > 0 },
      });
    });
    return this.view(id);
  }

  async comment({
    caller: reviewer,
    params: { id },
    body: comment,
  }: OperationInput<typeof applicationOps.comment>): Promise<ApplicationView> {
    await this.em.transactional(async (em) => {
      const application = await this.get(em, id);
      const row = em.create(Comment, {
        id: randomUUID(),
        application,
        authorId: reviewer.id,
        authorName: reviewer.name?.trim() || reviewer.email,
        comment: comment.comment.trim(),
        createdAt: new Date(),
      });
      em.persist(row);
      recordEvent(em, {
        type: EventTypes.applicationCommented,
        actor: { id: reviewer.id, email: reviewer.email },
        entity: `Application:${id}`,
        data: { commentId: row.id, length: row.comment.length },
      });
    });
    return this.view(id);
  }

  /** An admin may set any status from any other; the decision reason is kept with it. */
  async changeStatus({
    caller: reviewer,
    params: { id },
    body: change,
  }: OperationInput<typeof applicationOps.changeStatus>): Promise<ApplicationView> {
    try {
      await this.em.transactional(async (em) => {
        const application = await this.lock(em, id);
        const from = application.status;
        const decisionReason = change.decisionReason?.trim() || null;
        // The status and reason it already has change nothing: no write, no event.
        if (from === change.status && (application.decisionReason ?? null) === decisionReason) return;
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
        recordEvent(em, {
          type: EventTypes.applicationStatusChanged,
          actor: { id: reviewer.id, email: reviewer.email },
          entity: `Application:${id}`,
          data: {
            applicant: { name: application.applicantName, email: application.applicantEmail },
            from,
            to: change.status,
            decisionReason: application.decisionReason,
          },
        });
      });
    } catch (error) {
      // Reopening a rejected application while another one of that email is open.
      if (error instanceof UniqueConstraintViolationException) throw new DomainError(ErrorCode.Conflict, ALREADY_OPEN);
      throw error;
    }
    return this.view(id);
  }

  private async view(id: string): Promise<ApplicationView> {
    const [view] = await this.withReviews([await this.get(this.em, id)]);
    return view as ApplicationView;
  }

  /** Current votes and the newest comments for a page of applications, in two queries. */
  private async withReviews(applications: Application[]): Promise<ApplicationView[]> {
    if (applications.length === 0) return [];
    const ids = applications.map((a) => a.id);
    const [votes, comments] = await Promise.all([
      this.em.find(Vote, { application: { $in: ids }, replacedAt: null }, { orderBy: { createdAt: 'asc' } }),
      recentComments(this.em, ids),
    ]);
    const votesOf = groupBy(votes, (v) => v.application.id);
    return withinBudget(
      applications.map((application) =>
        toApplicationView(
          application,
          votesOf.get(application.id) ?? [],
          comments.get(application.id) ?? { comments: [], count: 0 },
        ),
      ),
    );
  }

  private async get(em: EntityManager, id: string): Promise<Application> {
    const application = await em.findOne(Application, { id });
    if (!application) throw new DomainError(ErrorCode.NotFound, 'Application not found');
    return application;
  }

  private async lock(em: EntityManager, id: string): Promise<Application> {
    const application = await em.findOne(Application, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!application) throw new DomainError(ErrorCode.NotFound, 'Application not found');
    return application;
  }
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
