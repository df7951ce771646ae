import { type CreateUserBody, createUserBodySchema, ROLES, Role } from '@warroom/contracts';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { type FormEvent, useState } from 'react';
import { type FieldErrors, fieldErrorsOf } from '../../../lib/field-errors';
import { serverMessageOf } from '../../../lib/http';
import { useCreateUser } from '../hooks/use-create-user';

type Field = keyof CreateUserBody;
type Values = { name: string; email: string; role: Role; password: string };

const EMPTY: Values = { name: '', email: '', role: Role.Member, password: '' };
const FORM_ID = 'create-user-form';
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: role }));
const inputId = (field: Field) => `create-user-${field}`;

type CreateUserModalProps = { open: boolean; onClose: () => void };

/** Name (optional), email, role and a first password; a taken email (409) shows the server's message. */
export function CreateUserModal({ open, onClose }: CreateUserModalProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const mutation = useCreateUser(onClose);

  const change = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = createUserBodySchema.safeParse({ ...values, name: values.name.trim() || undefined });
    if (!parsed.success) {
      const found = fieldErrorsOf<Field>(parsed.error.issues);
      setErrors(found);
      const first = (['email', 'role', 'password'] as const).find((field) => found[field]);
      if (first) document.getElementById(inputId(first))?.focus();
      return;
    }
    mutation.mutate(parsed.data);
  };

  const reset = () => {
    setValues(EMPTY);
    setErrors({});
    mutation.reset();
  };

  const fieldProps = (field: Field) => ({
    htmlFor: inputId(field),
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: errors[field],
  });

  return (
    <Modal
      open={open}
      title="Create User"
      okText="Create User"
      okButtonProps={{ htmlType: 'submit', form: FORM_ID }}
      confirmLoading={mutation.isPending}
      onCancel={onClose}
      afterClose={reset}
      destroyOnHidden
    >
      <form id={FORM_ID} noValidate onSubmit={submit} aria-label="Create user">
        <Form layout="vertical" component={false}>
          {mutation.isError ? (
            <Alert
              type="error"
              showIcon
              title="The user was not created"
              description={serverMessageOf(mutation.error) ?? mutation.error.message}
              style={{ marginBottom: 16 }}
            />
          ) : null}
          <Form.Item label="Name" {...fieldProps('name')}>
            <Input
              id={inputId('name')}
              autoComplete="off"
              value={values.name}
              onChange={(event) => change('name', event.target.value)}
            />
          </Form.Item>
          <Form.Item label="Email" required {...fieldProps('email')}>
            <Input
              id={inputId('email')}
              type="email"
              autoComplete="off"
              value={values.email}
              aria-invalid={Boolean(errors.email)}
              onChange={(event) => change('email', event.target.value)}
            />
          </Form.Item>
          <Form.Item label="Role" required {...fieldProps('role')}>
            <Select
              id={inputId('role')}
              value={values.role}
              options={ROLE_OPTIONS}
              onChange={(role) => change('role', role)}
            />
          </Form.Item>
          <Form.Item label="Password" required extra="At least 8 characters." {...fieldProps('password')}>
            <Input.Password
              id={inputId('password')}
              autoComplete="new-password"
              value={values.password}
              aria-invalid={Boolean(errors.password)}
              onChange={(event) => change('password', event.target.value)}
            />
          </Form.Item>
        </Form>
      </form>
    </Modal>
  );
}
