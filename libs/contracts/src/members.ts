import { z } from 'zod';
import { EXPERTISE_OPTIONS, INDUSTRY_OPTIONS, Stage } from './application-values.js';
import type { ApplicantProfile } from './applications.js';
import { namedValues, valuesOf, type ValueOf } from './named-values.js';
import { pageQuerySchema } from './paging.js';
import { roleSchema } from './roles.js';
import { withinJsonBytes } from './text.js';
import { webUrlSchema } from './urls.js';

/*
 * Members and the directory (PRODUCT.md section 16): every user's profile, what the directory
 * lists and finds, and the owner's changes to it.
 */

/** What a member says they are open to. */
export const OpenTo = namedValues('ADVISING', 'SPEAKING', 'HIRING', 'INVESTING');
export type OpenTo = ValueOf<typeof OpenTo>;
export const OPEN_TO = valuesOf(OpenTo);
export const openToSchema = z.enum(OPEN_TO, { error: `openTo must be one of ${OPEN_TO.join(', ')}` });

/** Who sees a profile: every signed-in member, or only its owner and the admins. */
export const Visibility = namedValues('MEMBERS', 'HIDDEN');
export type Visibility = ValueOf<typeof Visibility>;
export const VISIBILITIES = valuesOf(Visibility);
export const visibilitySchema = z.enum(VISIBILITIES, { error: `visibility must be one of ${VISIBILITIES.join(', ')}` });

export const STAGES = valuesOf(Stage);
export const stageSchema = z.enum(STAGES, { error: `stage must be one of ${STAGES.join(', ')}` });
export const expertiseSchema = z.enum(EXPERTISE_OPTIONS, { error: 'expertise must be from the list of SPEC.md' });
export const industrySchema = z.enum(INDUSTRY_OPTIONS, { error: 'industry must be from the list of SPEC.md' });

export const PROFILE_LIMITS = { name: 200, headline: 120, company: 120, location: 120, bio: 2_000, expertise: 10 };

/** Text of at most `max` characters (and 3 bytes a character as JSON); blank clears it. */
const profileText = (label: string, max: number) =>
  withinJsonBytes(
    z
      .string()
      .trim()
      .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`),
    label,
    max,
  )
    .transform((text) => text || null)
    .nullable();

/** A member's profile as others see it; `email` only when shared, for an ADMIN, or to its owner. */
export const memberSchema = z
  .object({
    id: z.uuid(),
    name: z.string().nullable(),
    headline: z.string().nullable(),
    company: z.string().nullable(),
    bio: z.string().nullable(),
    expertise: z.array(z.string()),
    industry: z.string().nullable(),
    stage: stageSchema.nullable(),
    /** The day `stage` last changed (YYYY-MM-DD), null before it was first set. */
    stageSince: z.iso.date().nullable(),
    linkedinUrl: z.string().nullable(),
    location: z.string().nullable(),
    openTo: z.array(openToSchema),
    visibility: visibilitySchema,
    shareEmail: z.boolean(),
    email: z.string().optional(),
    role: roleSchema,
    /** False for a deactivated account: only an ADMIN lists it, marked. */
    active: z.boolean(),
    joinedAt: z.iso.datetime(),
  })
  .meta({ id: 'Member' });
export type Member = z.infer<typeof memberSchema>;

/** PATCH /api/profile: one's own profile; what is left out stays, null or blank clears. */
export const updateProfileBodySchema = z
  .object({
    name: profileText('Name', PROFILE_LIMITS.name).optional(),
    headline: profileText('Headline', PROFILE_LIMITS.headline).optional(),
    company: profileText('Company', PROFILE_LIMITS.company).optional(),
    bio: profileText('Bio', PROFILE_LIMITS.bio).optional(),
    expertise: z
      .array(expertiseSchema)
      .max(PROFILE_LIMITS.expertise, `At most ${PROFILE_LIMITS.expertise} areas of expertise`)
      .optional(),
    industry: industrySchema.nullable().optional(),
    stage: stageSchema.nullable().optional(),
    linkedinUrl: z
      .union([z.literal('').transform(() => null), webUrlSchema])
      .nullable()
      .optional(),
    location: profileText('Location', PROFILE_LIMITS.location).optional(),
    openTo: z.array(openToSchema).max(OPEN_TO.length).optional(),
    visibility: visibilitySchema.optional(),
    shareEmail: z.boolean({ error: 'shareEmail must be true or false' }).optional(),
  })
  .strict()
  .meta({ id: 'UpdateProfileBody' });
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/** A query parameter given once or repeated (`?expertise=A&expertise=B`), as a list. */
const listParam = <S extends z.ZodType>(item: S) =>
  z
    .union([item, z.array(item)])
    .transform((value): z.output<S>[] => (Array.isArray(value) ? value : [value]))
    .optional();

/** GET /api/members: visible profiles by name, paged; the filters combine with AND. */
export const memberListQuerySchema = pageQuerySchema.extend({
  /** Words of name, headline, company, bio or location (PRODUCT.md section 13's matching). */
  q: z.string().trim().max(200, 'q must be at most 200 characters').optional(),
  /** Any of these. */
  expertise: listParam(expertiseSchema),
  industry: industrySchema.optional(),
  stage: stageSchema.optional(),
  /** Open to all of these. */
  openTo: listParam(openToSchema),
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

/** The profile fields an accepted application fills when its applicant joins. */
export type ProfileFromApplication = Pick<
  UpdateProfileBody,
  'headline' | 'company' | 'expertise' | 'industry' | 'stage' | 'linkedinUrl'
>;

const cut = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/**
 * A new member's profile from their accepted application (PRODUCT.md section 16): the headline
 * '{currentRole} at {currentCompany}' (or the role alone), the company, expertise, industry,
 * stage and LinkedIn URL, each kept only when the profile's rules allow it (an application's
 * free text may be longer, or name an industry the list does not have).
 */
export function profileOfApplication(application: ApplicantProfile): ProfileFromApplication {
  const role = application.currentRole.trim();
  const company = application.currentCompany?.trim() || null;
  const headline = company ? `${role} at ${company}` : role;
  const keep = <T>(schema: z.ZodType<T>, value: unknown): T | null => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : null;
  };
  return {
    headline: headline ? cut(headline, PROFILE_LIMITS.headline) : null,
    company: company ? cut(company, PROFILE_LIMITS.company) : null,
    expertise: [...new Set(application.expertise)]
      .filter((area) => expertiseSchema.safeParse(area).success)
      .slice(0, PROFILE_LIMITS.expertise) as UpdateProfileBody['expertise'],
    industry: keep(industrySchema, application.industry),
    stage: keep(stageSchema, application.stage),
    linkedinUrl: keep(webUrlSchema, application.linkedinUrl),
  };
}
