import { Form } from 'antd';
import type { FormEvent, ReactNode } from 'react';
import { FormError } from './form-error';

type FormFrameProps = {
  /** For a submit button outside the form (a modal's OK button names it). */
  id?: string;
  /** The form's accessible name. */
  label: string;
  /** The title above the server's message when a save fails, e.g. 'The user was not created'. */
  failedTitle: string;
  error: Error | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  className?: string;
  children: ReactNode;
};

/** A form validated by the app (not the browser), in antd's vertical layout, with why the last save failed. */
export function FormFrame({ id, label, failedTitle, error, onSubmit, className, children }: FormFrameProps) {
  return (
    <form id={id} noValidate onSubmit={onSubmit} aria-label={label} className={className}>
      <Form layout="vertical" component={false}>
        <FormError title={failedTitle} error={error} />
        {children}
      </Form>
    </form>
  );
}
