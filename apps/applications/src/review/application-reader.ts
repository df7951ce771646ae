import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, ErrorCode, type Application as ApplicationView, type Caller } from '@warroom/contracts';
import { withinBudget } from '@warroom/persistence';
import { applicationRecords } from '../intake/application-row.js';
import { toApplicationView } from '../intake/application-view.js';
import { Application } from '../intake/application.entity.js';
import { currentReviews } from './current-reviews.js';
import { recentComments } from './review-reads.js';
import { votesSeenBy } from './review-visibility.js';

export const APPLICATION_NOT_FOUND = 'Application not found';

/** Applications as a reviewer reads them: with what the caller may see of their votes and the newest comments. */
@Injectable()
export class ApplicationReader {
  /** One application, as the answer to a read or a write by `caller`. */
  async view(em: EntityManager, id: string, caller: Caller): Promise<ApplicationView> {
    const [view] = await this.views(em, [id], caller);
    if (!view) throw new DomainError(ErrorCode.NotFound, APPLICATION_NOT_FOUND);
    return view;
  }

  /**
   * Applications by id, in that order, as plain rows: four queries whatever their number
   * (the rows, votes, recusals, comments), no managed entity.
   */
  async views(em: EntityManager, applicationIds: readonly string[], caller: Caller): Promise<ApplicationView[]> {
    const applications = await applicationRecords(em, applicationIds);
    if (applications.length === 0) return [];
    const ids = applications.map((application) => application.id);
    const [reviews, comments] = await Promise.all([currentReviews(em, ids), recentComments(em, ids)]);
    return withinBudget(
      applications.map((application) => {
        const { votes, recusals } = reviews.get(application.id) ?? { votes: [], recusals: [] };
        return toApplicationView(
          application,
          votesSeenBy(caller, votes, recusals),
          comments.get(application.id) ?? { comments: [], count: 0 },
        );
      }),
    );
  }

  async get(em: EntityManager, id: string): Promise<Application> {
    const application = await em.findOne(Application, { id });
    if (!application) throw new DomainError(ErrorCode.NotFound, APPLICATION_NOT_FOUND);
    return application;
  }

  /** The application, locked until the transaction ends: changes of one application go one at a time. */
  async lock(em: EntityManager, id: string): Promise<Application> {
    const application = await em.findOne(Application, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!application) throw new DomainError(ErrorCode.NotFound, APPLICATION_NOT_FOUND);
    return application;
  }
}
