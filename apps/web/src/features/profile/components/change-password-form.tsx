import { type ChangePasswordForm as Values, changePasswordFormSchema } from '@warroom/contracts';
import { Button, Card, Form, Input } from 'antd';
import { type FormEvent, useState } from 'react';
import { type FieldErrors, fieldErrorsOf } from '../../../lib/field-errors';
import { useChangePassword } from '../hooks/use-change-password';

type Field = keyof Values;

const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

const FIELDS: readonly { name: Field; label: string; autoComplete: string }[] = [
  { name: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm New Password', autoComplete: 'new-password' },
];

export function ChangePasswordForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const mutation = useChangePassword(() => setValues(EMPTY));

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = changePasswordFormSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrorsOf<Field>(parsed.error.issues);
      setErrors(found);
      const first = FIELDS.find((field) => found[field.name]);
      if (first) document.getElementById(`password-${first.name}`)?.focus();
      return;
    }
    setErrors({});
    mutation.mutate({ currentPassword: parsed.data.currentPassword, newPassword: parsed.data.newPassword });
  };

  return (
    <Card title="Change Password">
      <form noValidate onSubmit={submit} aria-label="Change password">
        <Form layout="vertical" component={false}>
          {FIELDS.map((field) => (
            <Form.Item
              key={field.name}
              label={field.label}
              htmlFor={`password-${field.name}`}
              required
              validateStatus={errors[field.name] ? 'error' : undefined}
              help={errors[field.name]}
            >
              <Input.Password
                id={`password-${field.name}`}
                autoComplete={field.autoComplete}
                value={values[field.name]}
                onChange={(event) => change(field.name, event.target.value)}
                aria-invalid={Boolean(errors[field.name])}
              />
            </Form.Item>
          ))}
          <Button type="primary" htmlType="submit" loading={mutation.isPending}>
            {mutation.isPending ? 'Changing password...' : 'Change Password'}
          </Button>
        </Form>
      </form>
    </Card>
  );
}
