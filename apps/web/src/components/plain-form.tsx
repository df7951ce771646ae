import { Form } from 'antd';
import type { FormEvent, ReactNode } from 'react';

export type PlainFormProps = {
  /** For a submit button outside the form (a modal's OK button names it). */
  id?: string;
  /** The form's accessible name. */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  className?: string;
  children: ReactNode;
};

/** A form validated by the app (not the browser), in antd's vertical layout: every form of the app is one. */
export function PlainForm({ id, label, onSubmit, className, children }: PlainFormProps) {
  return (
    <form id={id} noValidate onSubmit={onSubmit} aria-label={label} className={className}>
      <Form layout="vertical" component={false}>
        {children}
      </Form>
    </form>
  );
}
