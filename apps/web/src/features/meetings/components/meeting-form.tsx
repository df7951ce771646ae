import { type CreateMeetingBody, createMeetingBodySchema, type Meeting } from '@warroom/contracts';
import { Button, Form, Input } from 'antd';
import dayjs from 'dayjs';
import { type FormEvent, useEffect, useState } from 'react';
import { FormError } from '../../../components/form-error';
import { MarkdownEditor } from '../../../components/markdown-editor';
import { type FieldErrors, fieldErrorsOf } from '../../../lib/field-errors';
import { serverFieldErrorsOf } from '../../../lib/server-field-errors';
import { toLocalInput } from '../schedule';
import '../../../styles/records.css';

type Field = 'title' | 'when' | 'agenda';
const FIELDS: readonly Field[] = ['title', 'when', 'agenda'];
type Values = { title: string; when: string; agenda: string };

const inputId = (field: Field) => `meeting-${field}`;

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
  const [values, setValues] = useState<Values>({
    title: initial?.title ?? '',
    when: initial ? toLocalInput(initial.when) : '',
    agenda: initial?.agenda ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  useEffect(() => {
    if (error) setErrors(serverFieldErrorsOf(error, FIELDS));
  }, [error]);

  const change = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const when = values.when ? dayjs(values.when) : undefined;
    const parsed = createMeetingBodySchema.safeParse({
      title: values.title,
      when: when?.isValid() ? when.toISOString() : undefined,
      agenda: values.agenda.trim() ? values.agenda : null,
    });
    if (!parsed.success) {
      const found = fieldErrorsOf<Field>(parsed.error.issues, FIELDS);
      if (found.when) found.when = 'Pick the date and time of the meeting';
      setErrors(found);
      const first = FIELDS.find((field) => found[field]);
      if (first) document.getElementById(inputId(first))?.focus();
      return;
    }
    onSubmit(parsed.data);
  };

  const fieldProps = (field: Field) => ({
    htmlFor: inputId(field),
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: errors[field],
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
