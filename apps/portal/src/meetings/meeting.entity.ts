import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import type { Meeting as MeetingView } from '@warroom/contracts';
import { recordTimes, TitledEntity } from '../common/portal-entity.js';

@Entity({ tableName: 'meetings' })
@Index({ name: 'meetings_scheduled_idx', properties: ['when', 'id'] })
export class Meeting extends TitledEntity {
  /** When it takes place; `when` is an SQL keyword, hence the column name. */
  @Property({ type: 'timestamptz', fieldName: 'scheduled_at' })
  when!: Date;

  @Property({ type: 'text', nullable: true })
  agenda?: string | null;
}

/** The fields a meeting's events record. */
export function meetingFields(meeting: Meeting) {
  return { title: meeting.title, when: meeting.when, agenda: meeting.agenda ?? null };
}

export function toMeetingView(meeting: Meeting): MeetingView {
  return {
    id: meeting.id,
    ...meetingFields(meeting),
    when: meeting.when.toISOString(),
    ...recordTimes(meeting),
  };
}
