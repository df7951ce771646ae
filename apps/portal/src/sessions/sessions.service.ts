import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  Audience,
  DomainError,
  ErrorCode,
  EventTypes,
  SESSION_ENDED,
  sessionOps,
  type LiveSession,
  type OperationInput,
  type Page,
} from '@warroom/contracts';
import { lockUntilCommit } from '@warroom/persistence';
import { notFound } from '../common/lock-record.js';
import { recordPortalEvent } from '../common/portal-event.js';
import { portalDb } from '../portal-db.js';
import { sessionById, sessionPage } from './session-reads.js';
import { SessionRsvp } from './session-rsvp.entity.js';

const MINUTE_MS = 60_000;

/** Live sessions and the answers to them (PRODUCT.md section 20). */
@Injectable()
export class SessionsService {
  constructor(private readonly em: EntityManager) {}

  list({ caller, query }: OperationInput<typeof sessionOps.list>): Promise<Page<LiveSession>> {
    return sessionPage(this.em, caller.id, query, new Date());
  }

  /**
   * The caller's answer, going or not. The same answer again changes nothing and records no
   * event; another one replaces it. A session that has ended takes no answer (409).
   */
  async rsvp({
    caller,
    params: { id },
    body: { going },
  }: OperationInput<typeof sessionOps.rsvp>): Promise<LiveSession> {
    await this.em.transactional(async (em) => {
      const now = new Date();
      await this.lockOpenSession(em, id, now);
      // One answer of a person at a time (a double click's two requests go one after the other).
      await lockUntilCommit(em, `session-rsvp:${id}:${caller.id}`);
      const answer = await em.findOne(SessionRsvp, { meeting: id, userId: caller.id });
      if (answer?.going === going) return;
      if (answer) {
        answer.going = going;
        answer.updatedAt = now;
      } else {
        em.create(SessionRsvp, {
          id: randomUUID(),
          meeting: id,
          userId: caller.id,
          going,
          createdAt: now,
          updatedAt: now,
        });
      }
      recordPortalEvent(em, caller, EventTypes.meetingRsvp, `Meeting:${id}`, { going, changed: answer !== null });
      await em.flush();
    });
    return (await sessionById(this.em, caller.id, id)) ?? Promise.reject(notFound('Session'));
  }

  /**
   * The live session, held until the transaction ends against a change or a delete (answers
   * to it may be written meanwhile): 404 when there is none (a leadership meeting is none),
   * 409 once it has ended.
   */
  private async lockOpenSession(em: EntityManager, id: string, now: Date): Promise<void> {
    const meeting = await portalDb(em)
      .selectFrom('Meeting')
      .select(['audience', 'when', 'durationMinutes'])
      .where('id', '=', id)
      .forShare()
      .executeTakeFirst();
    if (!meeting || meeting.audience !== Audience.Members) throw notFound('Session');
    if (new Date(meeting.when).getTime() + meeting.durationMinutes * MINUTE_MS <= now.getTime()) {
      throw new DomainError(ErrorCode.Conflict, SESSION_ENDED);
    }
  }
}
