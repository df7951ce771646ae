import { Button, Form } from 'antd';
import type { FormEvent, ReactNode } from 'react';
import { FormError } from './form-error';
import '../styles/records.css';

/** The props of a portal record's form component (DocumentForm, MeetingForm, ...). */
export type RecordFormComponentProps<Record, Body> = {
  /** The record being edited; a new one without. */
  initial?: Record;
  submitLabel: string;
  pending: boolean;
  error: Error | null;
  onSubmit: (body: Body) => void;
  onCancel: () => void;
};

type RecordFormProps = {
  /** The form's accessible name and its submit button's text, e.g. 'Create Document'. */
  submitLabel: string;
  /** The title above the server's message when a save fails, e.g. 'The document was not saved'. */
  failedTitle: string;
  pending: boolean;
  error: Error | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  children: ReactNode;
};

/** The frame of a portal record's create or edit form: why the last save failed, the fields, submit and Cancel. */
export function RecordForm({
  submitLabel,
  failedTitle,
  pending,
  error,
  onSubmit,
  onCancel,
  children,
}: RecordFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} aria-label={submitLabel} className="record-form">
      <Form layout="vertical" component={false}>
        <FormError title={failedTitle} error={error} />
        {children}
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
