import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, ErrorCode, type Application as ApplicationView, type Caller } from '@warroom/contracts';
import { Application } from '../intake/application.entity.js';
import { applicationViews } from './application-views.js';

export const APPLICATION_NOT_FOUND = 'Application not found';

/** An application as a reviewer reads it (with what the caller may see of its votes and the newest comments), or locked for a change. */
@Injectable()
export class ApplicationReader {
  /** One application, as the answer to a read or a write by `caller`. */
  async view(em: EntityManager, id: string, caller: Caller): Promise<ApplicationView> {
    const [view] = await applicationViews(em, [id], caller);
    if (!view) throw new DomainError(ErrorCode.NotFound, APPLICATION_NOT_FOUND);
    return view;
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
