import { Button, Flex } from 'antd';
import type { FormEvent, ReactNode } from 'react';
import { FormFrame } from './form-frame';
import './record-form.css';

type RecordFormProps = {
  /** The submit button's text, e.g. 'Create Document'. */
  submitLabel: string;
  /** The form's accessible name: the submit button's text unless told ('New initiative'). */
  label?: string;
  /** The title above the server's message when a save fails, e.g. 'The document was not saved'. */
  failedTitle: string;
  pending: boolean;
  error: Error | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Cancel, a button that is off while the save runs; or `cancel`, the way out as given (a link back). */
  onCancel?: () => void;
  cancel?: ReactNode;
  /**
   * 'record': the fields at most 880 px wide, the buttons right under them (decisions, metrics,
   * meetings, documents); 'page': the buttons set apart (initiatives and objectives).
   */
  layout?: 'record' | 'page';
  children: ReactNode;
};

/** The frame of a portal record's create or edit form: why the last save failed, the fields, submit and Cancel. */
export function RecordForm({
  submitLabel,
  label = submitLabel,
  failedTitle,
  pending,
  error,
  onSubmit,
  onCancel,
  cancel,
  layout = 'record',
  children,
}: RecordFormProps) {
  const buttons = (
    <>
      <Button type="primary" htmlType="submit" loading={pending}>
        {submitLabel}
      </Button>
      {cancel ?? (
        <Button onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      )}
    </>
  );
  return (
    <FormFrame
      label={label}
      failedTitle={failedTitle}
      error={error}
      onSubmit={onSubmit}
      className={layout === 'record' ? 'record-form' : undefined}
    >
      {children}
      {layout === 'record' ? (
        <div className="record-form__actions">{buttons}</div>
      ) : (
        <Flex gap={8} className="form-actions">
          {buttons}
        </Flex>
      )}
    </FormFrame>
  );
}
