import { type CreateMeetingBody, createMeetingBodySchema, type Meeting } from '@warroom/contracts';
import { RecordForm, type RecordFormComponentProps } from '../../../components/record-form';
import { SchemaDateField } from '../../../components/schema-date-field';
import { SchemaMarkdownField } from '../../../components/schema-markdown-field';
import { SchemaTextField } from '../../../components/schema-fields';
import { localDateTimeToIso } from '../../../lib/local-date-time';
import { useRecordForm } from '../../records/hooks/use-record-form';
import { toLocalInput } from '../schedule';

type Field = 'title' | 'when' | 'agenda';
const FIELDS: readonly Field[] = ['title', 'when', 'agenda'];
type Values = { title: string; when: string; agenda: string };

type MeetingFormProps = RecordFormComponentProps<Meeting, CreateMeetingBody>;

/** Title, date and time (the viewer's local time), and an agenda in markdown with a preview. */
export function MeetingForm({ initial, ...props }: MeetingFormProps) {
  const { form, frame } = useRecordForm('meeting', props, {
    fields: FIELDS,
    initialValues: (): Values => ({
      title: initial?.title ?? '',
      when: initial ? toLocalInput(initial.when) : '',
      agenda: initial?.agenda ?? '',
    }),
    schema: createMeetingBodySchema,
    toBody: (current) => ({
      title: current.title,
      when: current.when ? localDateTimeToIso(current.when) : undefined,
      agenda: current.agenda.trim() ? current.agenda : null,
    }),
    emptyMessages: { when: 'Pick the date and time of the meeting' },
  });

  return (
    <RecordForm {...frame}>
      <SchemaTextField form={form} field="title" label="Title" required maxLength={200} />
      <SchemaDateField
        form={form}
        field="when"
        label="When"
        required
        extra="Date and time, in your time zone"
        kind="date-time"
      />
      <SchemaMarkdownField form={form} field="agenda" label="Agenda" extra="Markdown" />
    </RecordForm>
  );
}
