import {
  type ChangePasswordBody,
  type ChangePasswordForm as Values,
  changePasswordFormSchema,
} from '@warroom/contracts';
import { Button, Card } from 'antd';
import { PlainForm } from '../../../components/plain-form';
import { SchemaTextField } from '../../../components/schema-fields';
import { useState } from 'react';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useChangePassword } from '../hooks/use-change-password';

type Field = keyof Values;

const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

const FIELDS: readonly { name: Field; label: string; autoComplete: string }[] = [
  { name: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm New Password', autoComplete: 'new-password' },
];
const FIELD_NAMES = FIELDS.map((field) => field.name);

/** Current, new and confirm; a success clears the three fields (the form is made anew). */
export function ChangePasswordForm() {
  const [generation, setGeneration] = useState(0);
  const mutation = useChangePassword(() => setGeneration((current) => current + 1));
  return (
    <Card title="Change Password">
      <PasswordFields key={generation} pending={mutation.isPending} onSubmit={mutation.mutate} />
    </Card>
  );
}

type PasswordFieldsProps = { pending: boolean; onSubmit: (body: ChangePasswordBody) => void };

function PasswordFields({ pending, onSubmit }: PasswordFieldsProps) {
  const form = useSchemaForm({
    fields: FIELD_NAMES,
    idPrefix: 'password',
    initialValues: EMPTY,
    schema: changePasswordFormSchema,
    // The server's refusal is a toast (SPEC.md section 8), not a field error.
    error: null,
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
