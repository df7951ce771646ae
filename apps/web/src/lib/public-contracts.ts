import { acceptInvitationBodySchema, newPasswordFormSchema } from '@warroom/contracts';

/**
 * What the public pages send their forms with: the operations and the schemas they validate
 * with. Imported only dynamically (`loadPublicContracts`), so zod and these declarations load
 * when a form is first used, not with the page (issue 19: they cost a phone ~250 ms at boot).
 */
export {
  applicationOps,
  forgotPasswordBodySchema,
  identityOps,
  invitationOps,
  loginBodySchema,
  newPasswordFormSchema,
  passwordResetOps,
  submitApplicationBodySchema,
} from '@warroom/contracts';

/** The join form: the name (the accept body's rules) with the password and its confirmation (change password's). */
export const joinFormSchema = newPasswordFormSchema.and(acceptInvitationBodySchema.pick({ name: true }));
