import { Audience, AUDIENCES, createMeetingBodySchema, DURATION_MINUTES, type Meeting } from '@warroom/contracts';
import { formatDate, formatTime } from '../../lib/format-date';
import { dateTimeInput } from '../../shared/records/fields/date-inputs';
import { fieldTable } from '../../shared/records/fields/field-table';
import { markdownInput, markdownSection } from '../../shared/records/fields/markdown-input';
import { numberInput } from '../../shared/records/fields/number-input';
import { selectInput } from '../../shared/records/fields/select-input';
import { textInput } from '../../shared/records/fields/text-inputs';
import { lastUpdatedStamp, updatedStamp } from '../../shared/records/fields/shown';
import { titleField } from '../../shared/records/fields/title-field';
import { MeetingStateTag } from './components/meeting-state-tag';

const AUDIENCE_LABELS: Readonly<Record<Audience, string>> = {
  LEADERSHIP: 'Leadership',
  MEMBERS: 'Members (a live session)',
};
const AUDIENCE_OPTIONS = AUDIENCES.map((audience) => ({ value: audience, label: AUDIENCE_LABELS[audience] }));

/** A call's or a recording's link, opened in a new tab; the server keeps only http and https links. */
function ExternalLink({ href, children }: { href: string | null; children: string }) {
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    'None'
  );
}

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
      name: 'audience',
      label: 'Audience',
      input: selectInput(AUDIENCE_OPTIONS, { maxWidth: 260 }),
      required: true,
      initial: Audience.Leadership,
      inline: true,
      show: ({ audience }) => AUDIENCE_LABELS[audience],
      detail: 'fact',
    },
    {
      name: 'durationMinutes',
      label: 'Duration (minutes)',
      input: numberInput({ width: 160 }),
      required: true,
      initial: DURATION_MINUTES.default,
      inline: true,
      hint: `${DURATION_MINUTES.min} to ${DURATION_MINUTES.max}`,
      show: ({ durationMinutes }) => `${durationMinutes} min`,
      detail: { label: 'Duration' },
    },
    {
      name: 'videoUrl',
      label: 'Video Link',
      input: textInput({ maxWidth: 480, autoComplete: 'off' }),
      optional: true,
      hint: 'Optional: the call members join (http or https)',
      show: ({ videoUrl }) => <ExternalLink href={videoUrl}>Join the call</ExternalLink>,
      detail: 'fact',
    },
    {
      name: 'recordingUrl',
      label: 'Recording Link',
      input: textInput({ maxWidth: 480, autoComplete: 'off' }),
      optional: true,
      hint: 'Optional: the recording, once there is one',
      show: ({ recordingUrl }) => <ExternalLink href={recordingUrl}>Watch the recording</ExternalLink>,
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
