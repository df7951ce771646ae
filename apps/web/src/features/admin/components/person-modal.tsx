import { createInvitationBodySchema, createUserBodySchema, ROLES, Role } from '@warroom/contracts';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { FormFrame } from '../../../components/form-frame';
import { FormModal } from '../../../components/form-modal';
import { SchemaTextField } from '../../../components/schema-fields';
import { SchemaSelectField } from '../../../components/schema-select-field';
import { statusOf } from '../../../lib/http';
import { loadCommonPasswords } from '../../../lib/load-common-passwords';
import { type SchemaSource, useSchemaForm } from '../../../lib/use-schema-form';
import { useToast } from '../../../shared/toast/use-toast';
import { useCreateUser } from '../hooks/use-create-user';
import { useInvite } from '../hooks/use-invitation-writes';
import { PendingInvitationOffer } from './pending-invitation-offer';

/** A user made at once (with a first password), or an invitation (the invitee chooses the password). */
export type PersonKind = 'user' | 'invitation';

type Field = 'name' | 'email' | 'role' | 'password';
type Values = { name: string; email: string; role: Role; password: string };

const USER_FIELDS: readonly Field[] = ['name', 'email', 'role', 'password'];
const INVITATION_FIELDS: readonly Field[] = ['name', 'email', 'role'];
const NEW_PERSON: Values = { name: '', email: '', role: Role.Member, password: '' };
const FORM_ID = 'person-form';
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: role }));
/** A first password is a new password: checked against the common-password list, loaded on first use. */
const loadCreateUserSchema = () => loadCommonPasswords().then(() => createUserBodySchema);

const TITLES: Record<PersonKind, { title: string; okText: string }> = {
  user: { title: 'Create User', okText: 'Create User' },
  invitation: { title: 'Invite', okText: 'Send Invitation' },
};

type PersonModalProps = { kind: PersonKind; open: boolean; onClose: () => void };

/**
 * Create User (name optional, email, role, a first password) or Invite (name optional, email,
 * role: the email with a link to join goes out). A taken email (409) shows the server's message;
 * an email with a pending invitation is offered that invitation's Resend.
 */
export function PersonModal({ kind, open, onClose }: PersonModalProps) {
  const create = useCreateUser(onClose);
  const invite = useInvite(onClose);
  const saves = [create, invite];
  return (
    <FormModal
      {...TITLES[kind]}
      open={open}
      formId={FORM_ID}
      pending={saves.some((save) => save.isPending)}
      onClose={onClose}
      afterClose={() => saves.forEach((save) => save.reset())}
    >
      {kind === 'user' ? (
        <PersonForm
          label="Create user"
          failedTitle="The user was not created"
          schema={loadCreateUserSchema}
          withPassword
          error={create.error}
          onSubmit={create.mutate}
        />
      ) : (
        <PersonForm
          label="Invite"
          failedTitle="The invitation was not sent"
          schema={createInvitationBodySchema}
          error={invite.error}
          onSubmit={invite.mutate}
        >
          {statusOf(invite.error) === 409 && invite.variables ? (
            <PendingInvitationOffer key={invite.variables.email} email={invite.variables.email} onResent={onClose} />
          ) : null}
        </PersonForm>
      )}
    </FormModal>
  );
}

type PersonFormProps<Schema extends z.ZodType> = {
  label: string;
  failedTitle: string;
  /** The body's schema (or how to load it): an invitation's has no password (the form's empty one is dropped). */
  schema: SchemaSource<Schema>;
  withPassword?: boolean;
  error: Error | null;
  onSubmit: (body: z.output<Schema>) => void;
  /** Under the refusal, before the fields: what may be done about it (resend a pending invitation). */
  children?: ReactNode;
};

function PersonForm<Schema extends z.ZodType>({
  label,
  failedTitle,
  schema,
  withPassword = false,
  error,
  onSubmit,
  children,
}: PersonFormProps<Schema>) {
  const toast = useToast();
  const form = useSchemaForm({
    onSchemaError: () => toast.error('The form could not be checked', 'Check your connection and try again.'),
    fields: withPassword ? USER_FIELDS : INVITATION_FIELDS,
    idPrefix: withPassword ? 'create-user' : 'invite',
    initialValues: NEW_PERSON,
    schema,
    toBody: (values) => ({ ...values, name: values.name.trim() || undefined }),
    error,
    onSubmit,
  });

  return (
    <FormFrame id={FORM_ID} label={label} failedTitle={failedTitle} error={error} onSubmit={form.submit}>
      {children}
      <SchemaTextField form={form} field="name" label="Name" autoComplete="off" />
      <SchemaTextField form={form} field="email" label="Email" type="email" required autoComplete="off" />
      <SchemaSelectField form={form} field="role" label="Role" required options={ROLE_OPTIONS} />
      {withPassword ? (
        <SchemaTextField
          form={form}
          field="password"
          label="Password"
          required
          extra="At least 8 characters."
          type="password"
          autoComplete="new-password"
        />
      ) : null}
    </FormFrame>
  );
}
