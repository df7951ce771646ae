import { createMeetingBodySchema, type Meeting } from '@warroom/contracts';
import { formatDate, formatTime } from '../../lib/format-date';
import { dateTimeInput } from '../../shared/records/fields/date-inputs';
import { fieldTable } from '../../shared/records/fields/field-table';
import { markdownInput, markdownSection } from '../../shared/records/fields/markdown-input';
import { lastUpdatedStamp, updatedStamp } from '../../shared/records/fields/shown';
import { titleField } from '../../shared/records/fields/title-field';
import { MeetingStateTag } from './components/meeting-state-tag';

/**
 * A meeting's fields: the form takes its time in the viewer's time zone; the list and the
 * detail say when it is scheduled and whether it is Upcoming or Completed (by the time alone,
 * SPEC.md section 4); the agenda is markdown.
 */
export const meetingFields = fieldTable<Meeting>()({
  schema: createMeetingBodySchema,
  fields: [
    titleField('agenda'),
    {
      name: 'when',
      label: 'When',
      input: dateTimeInput(),
      required: true,
      hint: 'Date and time, in your time zone',
      emptyMessage: 'Pick the date and time of the meeting',
      list: {
        header: 'Scheduled',
        show: ({ when }) => (
          <div>
            <div>{formatDate(when)}</div>
            <div className="text-secondary">{formatTime(when)}</div>
          </div>
        ),
      },
      detail: { label: 'Scheduled', show: ({ when }) => `${formatDate(when)} at ${formatTime(when)}` },
    },
    {
      name: 'status',
      label: 'Status',
      show: ({ when }) => <MeetingStateTag when={when} />,
      list: true,
      detail: 'fact',
    },
    {
      name: 'agenda',
      label: 'Agenda',
      input: markdownInput(),
      optional: true,
      hint: 'Markdown',
      detail: markdownSection('No agenda yet'),
    },
    updatedStamp({ list: true }),
    lastUpdatedStamp(),
  ],
});
