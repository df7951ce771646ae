import { z } from 'zod';

/** Generous bounds (the form's own are lower): whatever is read back is checked, never trusted. */
const text = z.string().max(20_000);
/** What a draft kept in session storage must be to be restored (draft-storage.ts loads this only when there is one). */
export const storedDraftSchema = z.object({
  step: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  draft: z
    .object({
      applicantName: text,
      applicantEmail: text,
      currentRole: text,
      currentCompany: text,
      linkedinUrl: text,
      whyJoin: text,
      challenges: text,
      buildingWhat: text,
      techStack: text,
      expertise: z.array(text).max(50),
      industry: text,
      stage: text,
    })
    .partial(),
});
