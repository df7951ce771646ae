import { Button } from 'antd';
import type { FormEvent, ReactNode } from 'react';
import { FormFrame } from './form-frame';
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
    <FormFrame label={submitLabel} failedTitle={failedTitle} error={error} onSubmit={onSubmit} className="record-form">
      {children}
      <div className="record-form__actions">
        <Button type="primary" htmlType="submit" loading={pending}>
          {submitLabel}
        </Button>
        <Button onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </FormFrame>
  );
}
