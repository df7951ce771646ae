import { EntityManager } from '@mikro-orm/postgresql';
import { identityOps, invitationOps, labelOps, memberOps, passwordResetOps } from '@warroom/contracts';
import { readLabels, type LabelSource } from '@warroom/persistence';
import { operationHandlers } from '@warroom/microservice';
import { AuthService } from './auth/auth.service.js';
import { InvitationAcceptanceService } from './invitations/invitation-acceptance.service.js';
import { InvitationsService } from './invitations/invitations.service.js';
import { MembersService } from './members/members.service.js';
import { PasswordResetService } from './password-reset/password-reset.service.js';
import { SessionsService } from './sessions/sessions.service.js';
import { UsersService } from './users/users.service.js';

export const PASSWORD_CHANGED = 'Your password has been updated successfully.';

/** The identity service's operations. */
export const IdentityHandlers = operationHandlers(
  identityOps,
  [AuthService, SessionsService, UsersService],
  (auth, sessions, users) => ({
    login: (input) => auth.login(input),
    logout: (input) => auth.logout(input),
    verifySession: (input) => sessions.verify(input.body.sessionId),
    loginHint: () => users.loginHint(),
    updateTheme: async (input) => ({ success: true as const, user: await users.updateTheme(input) }),
    changePassword: async (input) => {
      await users.changePassword(input);
      return { success: true as const, message: PASSWORD_CHANGED };
    },
    listUsers: (input) => users.list(input.query),
    createUser: (input) => users.create(input),
    updateUser: (input) => users.update(input),
  }),
);

/** Invitations (PRODUCT.md section 9). */
export const InvitationHandlers = operationHandlers(
  invitationOps,
  [InvitationsService, InvitationAcceptanceService],
  (invitations, acceptance) => ({
    get: (input) => invitations.preview(input),
    accept: (input) => acceptance.accept(input),
    create: (input) => invitations.create(input),
    list: (input) => invitations.list(input),
    resend: (input) => invitations.resend(input),
    revoke: (input) => invitations.revoke(input),
  }),
);

/** The names of users and invitations, for the audit log. */
export const IdentityLabelHandlers = operationHandlers({ labels: labelOps.identity }, [EntityManager], (em) => ({
  labels: async ({ body }) => ({
    labels: await readLabels(em.fork(), IDENTITY_LABELS, body.refs),
  }),
}));

/** A user or an invitation is called by its name, or its email when it has none. */
const IDENTITY_LABELS: Readonly<Record<string, LabelSource>> = {
  User: { table: 'User', label: ['name', 'email'] },
  Invitation: { table: 'Invitation', label: ['name', 'email'] },
};

/** Password reset by email (PRODUCT.md section 10). */
export const PasswordResetHandlers = operationHandlers(passwordResetOps, [PasswordResetService], (resets) => ({
  forgot: (input) => resets.request(input),
  reset: (input) => resets.reset(input),
}));

/** The directory and one's own profile (PRODUCT.md section 16). */
export const MemberHandlers = operationHandlers(memberOps, [MembersService], (members) => ({
  list: (input) => members.list(input.caller, input.query),
  get: (input) => members.get(input.caller, input.params.id),
  updateProfile: (input) => members.update(input),
}));
