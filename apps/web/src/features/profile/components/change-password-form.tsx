import {
  type ChangePasswordBody,
  type ChangePasswordForm as Values,
  changePasswordFormSchema,
} from '@warroom/contracts';
import { Button, Card } from 'antd';
import { PlainForm } from '../../../components/plain-form';
import { SchemaTextField } from '../../../components/schema-fields';
import { useState } from 'react';
import { loadCommonPasswords } from '../../../lib/load-common-passwords';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useToast } from '../../../shared/toast/use-toast';
import { useChangePassword } from '../hooks/use-change-password';

type Field = keyof Values;

const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

const FIELDS: readonly { name: Field; label: string; autoComplete: string }[] = [
  { name: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm New Password', autoComplete: 'new-password' },
];
const FIELD_NAMES = FIELDS.map((field) => field.name);

/** The form's rules, with the common-password list the new password is checked against (loaded on first use). */
const loadSchema = () => loadCommonPasswords().then(() => changePasswordFormSchema);

/** Current, new and confirm; a success clears the three fields (the form is made anew). */
export function ChangePasswordForm() {
  const [generation, setGeneration] = useState(0);
  const mutation = useChangePassword(() => setGeneration((current) => current + 1));
  return (
    <Card title="Change Password">
      <PasswordFields key={generation} pending={mutation.isPending} error={mutation.error} onSubmit={mutation.mutate} />
    </Card>
  );
}

type PasswordFieldsProps = {
  pending: boolean;
  /** The last refusal: its field errors (a wrong current password) go on the fields. */
  error: Error | null;
  onSubmit: (body: ChangePasswordBody) => void;
};

function PasswordFields({ pending, error, onSubmit }: PasswordFieldsProps) {
  const toast = useToast();
  const form = useSchemaForm({
    fields: FIELD_NAMES,
    idPrefix: 'password',
    initialValues: EMPTY,
    schema: loadSchema,
    onSchemaError: () => toast.error('The form could not be checked', 'Check your connection and try again.'),
    // The server's refusal is a toast (SPEC.md section 8) and, where it names a field
    // (400 'Current password is incorrect'), said at that field too.
    error,
    onSubmit: ({ currentPassword, newPassword }) => onSubmit({ currentPassword, newPassword }),
  });

  return (
    <PlainForm label="Change password" onSubmit={form.submit}>
      {FIELDS.map((field) => (
        <SchemaTextField
          key={field.name}
          form={form}
          field={field.name}
          label={field.label}
          required
          type="password"
          autoComplete={field.autoComplete}
        />
      ))}
      <Button type="primary" htmlType="submit" loading={pending}>
        {pending ? 'Changing password...' : 'Change Password'}
      </Button>
    </PlainForm>
  );
}
