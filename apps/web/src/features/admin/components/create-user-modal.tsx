import { type CreateUserBody, createUserBodySchema, ROLES, Role } from '@warroom/contracts';
import { FormFrame } from '../../../components/form-frame';
import { FormModal } from '../../../components/form-modal';
import { SchemaTextField } from '../../../components/schema-fields';
import { SchemaSelectField } from '../../../components/schema-select-field';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useCreateUser } from '../hooks/use-create-user';

type Field = keyof CreateUserBody;
const FIELDS: readonly Field[] = ['name', 'email', 'role', 'password'];
type Values = { name: string; email: string; role: Role; password: string };

const FORM_ID = 'create-user-form';
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: role }));

type CreateUserModalProps = { open: boolean; onClose: () => void };

/** Name (optional), email, role and a first password; a taken email (409) shows the server's message. */
export function CreateUserModal({ open, onClose }: CreateUserModalProps) {
  const mutation = useCreateUser(onClose);
  return (
    <FormModal
      open={open}
      title="Create User"
      okText="Create User"
      formId={FORM_ID}
      pending={mutation.isPending}
      onClose={onClose}
      afterClose={mutation.reset}
    >
      <CreateUserForm error={mutation.error} onSubmit={mutation.mutate} />
    </FormModal>
  );
}

function CreateUserForm({ error, onSubmit }: { error: Error | null; onSubmit: (body: CreateUserBody) => void }) {
  const form = useSchemaForm({
    fields: FIELDS,
    idPrefix: 'create-user',
    initialValues: (): Values => ({ name: '', email: '', role: Role.Member, password: '' }),
    schema: createUserBodySchema,
    toBody: (values) => ({ ...values, name: values.name.trim() || undefined }),
    error,
    onSubmit,
  });

  return (
    <FormFrame
      id={FORM_ID}
      label="Create user"
      failedTitle="The user was not created"
      error={error}
      onSubmit={form.submit}
    >
      <SchemaTextField form={form} field="name" label="Name" autoComplete="off" />
      <SchemaTextField form={form} field="email" label="Email" type="email" required autoComplete="off" />
      <SchemaSelectField form={form} field="role" label="Role" required options={ROLE_OPTIONS} />
      <SchemaTextField
        form={form}
        field="password"
        label="Password"
        required
        extra="At least 8 characters."
        type="password"
        autoComplete="new-password"
      />
    </FormFrame>
  );
}
