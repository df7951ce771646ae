import {
  type ChangePasswordBody,
  type ChangePasswordForm as Values,
  changePasswordFormSchema,
} from '@warroom/contracts';
import { Button, Card, Form, Input } from 'antd';
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
    <form noValidate onSubmit={form.submit} aria-label="Change password">
      <Form layout="vertical" component={false}>
        {FIELDS.map((field) => (
          <Form.Item key={field.name} label={field.label} required {...form.fieldProps(field.name)}>
            <Input.Password
              id={form.inputId(field.name)}
              autoComplete={field.autoComplete}
              value={form.values[field.name]}
              onChange={(event) => form.change(field.name, event.target.value)}
              aria-invalid={Boolean(form.errors[field.name])}
            />
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit" loading={pending}>
          {pending ? 'Changing password...' : 'Change Password'}
        </Button>
      </Form>
    </form>
  );
}
