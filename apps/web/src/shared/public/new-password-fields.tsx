import type { NewPasswordForm } from '@warroom/contracts';
import { BoundTextField } from './field';
import type { FieldBinding } from '../../lib/use-schema-form';

type NewPasswordFieldsProps = {
  /** A form with these two fields among its own (a join form also has the name). */
  form: FieldBinding<keyof NewPasswordForm, NewPasswordForm>;
  /** 'Password' for a new account, 'New Password' for a reset. */
  label: string;
};

/** A new password and its confirmation, with change password's rules and messages (`newPasswordFormSchema`). */
export function NewPasswordFields({ form, label }: NewPasswordFieldsProps) {
  return (
    <>
      <BoundTextField
        form={form}
        field="password"
        label={label}
        required
        hint="At least 8 characters."
        type="password"
        autoComplete="new-password"
      />
      <BoundTextField
        form={form}
        field="confirmPassword"
        label={`Confirm ${label}`}
        required
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
