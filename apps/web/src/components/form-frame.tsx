import { FormError } from './form-error';
import { PlainForm, type PlainFormProps } from './plain-form';

type FormFrameProps = PlainFormProps & {
  /** The title above the server's message when a save fails, e.g. 'The user was not created'. */
  failedTitle: string;
  error: Error | null;
};

/** A form that saves, with why the last save failed above its fields. */
export function FormFrame({ failedTitle, error, children, ...form }: FormFrameProps) {
  return (
    <PlainForm {...form}>
      <FormError title={failedTitle} error={error} />
      {children}
    </PlainForm>
  );
}
