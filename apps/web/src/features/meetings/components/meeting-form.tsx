import { type CreateMeetingBody, createMeetingBodySchema, type Meeting } from '@warroom/contracts';
import { Button, Form, Input } from 'antd';
import dayjs from 'dayjs';
import { FormError } from '../../../components/form-error';
import { MarkdownEditor } from '../../../components/markdown-editor';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { toLocalInput } from '../schedule';
import '../../../styles/records.css';

type Field = 'title' | 'when' | 'agenda';
const FIELDS: readonly Field[] = ['title', 'when', 'agenda'];
type Values = { title: string; when: string; agenda: string };

type MeetingFormProps = {
  initial?: Meeting;
  submitLabel: string;
  pending: boolean;
  error: Error | null;
  onSubmit: (body: CreateMeetingBody) => void;
  onCancel: () => void;
};

/** Title, date and time (the viewer's local time), and an agenda in markdown with a preview. */
export function MeetingForm({ initial, submitLabel, pending, error, onSubmit, onCancel }: MeetingFormProps) {
  const { values, errors, change, submit, fieldProps, inputId } = useSchemaForm({
    fields: FIELDS,
    idPrefix: 'meeting',
    initialValues: (): Values => ({
      title: initial?.title ?? '',
      when: initial ? toLocalInput(initial.when) : '',
      agenda: initial?.agenda ?? '',
    }),
    schema: createMeetingBodySchema,
    toBody: (current) => {
      const when = current.when ? dayjs(current.when) : undefined;
      return {
        title: current.title,
        when: when?.isValid() ? when.toISOString() : undefined,
        agenda: current.agenda.trim() ? current.agenda : null,
      };
    },
    messages: { when: 'Pick the date and time of the meeting' },
    error,
    onSubmit,
  });

  return (
    <form noValidate onSubmit={submit} aria-label={submitLabel} className="record-form">
      <Form layout="vertical" component={false}>
        <FormError title="The meeting was not saved" error={error} />
        <Form.Item label="Title" required {...fieldProps('title')}>
          <Input
            id={inputId('title')}
            value={values.title}
            maxLength={200}
            aria-invalid={Boolean(errors.title)}
            onChange={(event) => change('title', event.target.value)}
          />
        </Form.Item>
        <Form.Item label="When" required extra="Date and time, in your time zone" {...fieldProps('when')}>
          <Input
            id={inputId('when')}
            type="datetime-local"
            value={values.when}
            aria-invalid={Boolean(errors.when)}
            onChange={(event) => change('when', event.target.value)}
            style={{ maxWidth: 260 }}
          />
        </Form.Item>
        <Form.Item label="Agenda" extra="Markdown" {...fieldProps('agenda')}>
          <MarkdownEditor
            id={inputId('agenda')}
            label="Agenda"
            value={values.agenda}
            invalid={Boolean(errors.agenda)}
            onChange={(value) => change('agenda', value)}
          />
        </Form.Item>
        <div className="record-form__actions">
          <Button type="primary" htmlType="submit" loading={pending}>
            {submitLabel}
          </Button>
          <Button onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        </div>
      </Form>
    </form>
  );
}
