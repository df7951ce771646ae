import {
  EXPERTISE_OPTIONS,
  INDUSTRY_OPTIONS,
  type Member,
  OPEN_TO,
  PROFILE_LIMITS,
  STAGE_OPTIONS,
  updateProfileBodySchema,
  type UpdateProfileBody,
  VISIBILITIES,
  type Visibility,
} from '@warroom/contracts';
import { Button, Card } from 'antd';
import type { ReactNode } from 'react';
import { ChipGroup } from '../../../components/chip-group';
import { PlainForm } from '../../../components/plain-form';
import { SchemaTextAreaField, SchemaTextField } from '../../../components/schema-fields';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { OPEN_TO_LABELS, VISIBILITY_LABELS } from '../labels';
import { previewOf, PROFILE_FIELDS, profileChanges, profileValuesOf, type ProfileValues } from '../profile-values';
import { MemberProfile } from './member-profile';

const asChips = <T extends string>(values: readonly T[], label: (value: T) => string = String) =>
  values.map((value) => ({ value, label: label(value) }));

const EXPERTISE = asChips(EXPERTISE_OPTIONS);
const INDUSTRIES = asChips(INDUSTRY_OPTIONS);
const STAGES = STAGE_OPTIONS.map((stage) => ({ value: stage.value, label: stage.label }));
const OPEN_TO_CHIPS = asChips(OPEN_TO, (offer) => OPEN_TO_LABELS[offer]);
const VISIBILITY_HINTS: Readonly<Record<Visibility, string>> = {
  MEMBERS: 'every signed-in member finds you',
  HIDDEN: 'only you and the admins see your profile',
};

/** A pressed chip of a list released, or a new one pressed (up to `max`). */
const toggled = <T extends string>(list: readonly T[], value: T, max = Infinity): T[] =>
  list.includes(value) ? list.filter((item) => item !== value) : list.length < max ? [...list, value] : [...list];

/** A one-choice chip: pressing the pressed one releases it ('' is none). */
const chosen = (current: string, value: string): string => (current === value ? '' : value);

/** A group of the form's choices under its legend, with its hint. */
function Choices({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="profile-fieldset">
      <legend>{legend}</legend>
      {children}
      {hint ? <p className="text-secondary profile-fieldset__hint">{hint}</p> : null}
    </fieldset>
  );
}

type ProfileFormProps = {
  member: Member;
  pending: boolean;
  /** The last failed save: its field errors go on the fields. */
  error: Error | null;
  onSubmit: (body: UpdateProfileBody) => void;
};

/**
 * One's own profile: the form, and beside it (under it on a phone) a preview of what others
 * see, which follows every keystroke. The save sends only what changed.
 */
export function ProfileForm({ member, pending, error, onSubmit }: ProfileFormProps) {
  const initial = profileValuesOf(member);
  const form = useSchemaForm({
    fields: PROFILE_FIELDS,
    idPrefix: 'profile',
    initialValues: initial,
    schema: updateProfileBodySchema,
    toBody: (values: ProfileValues) => profileChanges(initial, values),
    error,
    onSubmit,
  });
  const { values, change } = form;

  return (
    <div className="profile-layout">
      <div>
        <Card title="Your Profile">
          <PlainForm label="Your profile" onSubmit={form.submit}>
            <SchemaTextField
              form={form}
              field="name"
              label="Name"
              maxLength={PROFILE_LIMITS.name}
              autoComplete="name"
            />
            <SchemaTextField
              form={form}
              field="headline"
              label="Headline"
              extra="Your role and company, as members should read it."
              maxLength={PROFILE_LIMITS.headline}
            />
            <SchemaTextField
              form={form}
              field="company"
              label="Company"
              maxLength={PROFILE_LIMITS.company}
              autoComplete="organization"
            />
            <SchemaTextField form={form} field="location" label="Location" maxLength={PROFILE_LIMITS.location} />
            <SchemaTextField
              form={form}
              field="linkedinUrl"
              label="LinkedIn URL"
              placeholder="https://www.linkedin.com/in/…"
            />
            <Choices legend="Stage" hint="Where you are on the path. Only you move it.">
              <ChipGroup
                options={STAGES}
                selected={[values.stage]}
                onToggle={(stage) => change('stage', chosen(values.stage, stage))}
              />
            </Choices>
            <Choices legend="Expertise" hint={`Up to ${PROFILE_LIMITS.expertise}.`}>
              <ChipGroup
                options={EXPERTISE}
                selected={values.expertise}
                onToggle={(area) => change('expertise', toggled(values.expertise, area, PROFILE_LIMITS.expertise))}
              />
            </Choices>
            <Choices legend="Industry">
              <ChipGroup
                options={INDUSTRIES}
                selected={[values.industry]}
                onToggle={(industry) => change('industry', chosen(values.industry, industry))}
              />
            </Choices>
            <Choices legend="Open to">
              <ChipGroup
                options={OPEN_TO_CHIPS}
                selected={values.openTo}
                onToggle={(offer) => change('openTo', toggled(values.openTo, offer))}
              />
            </Choices>
            <SchemaTextAreaField
              form={form}
              field="bio"
              label="Bio"
              extra={`At most ${PROFILE_LIMITS.bio.toLocaleString('en-US')} characters.`}
            />
            <Choices legend="Who sees your profile">
              <div className="profile-visibility">
                {VISIBILITIES.map((visibility) => (
                  <label key={visibility} className="profile-choice">
                    <input
                      type="radio"
                      name="profile-visibility"
                      value={visibility}
                      checked={values.visibility === visibility}
                      onChange={() => change('visibility', visibility)}
                    />
                    {`${VISIBILITY_LABELS[visibility]}: ${VISIBILITY_HINTS[visibility]}`}
                  </label>
                ))}
              </div>
              <label className="profile-choice">
                <input
                  type="checkbox"
                  checked={values.shareEmail}
                  onChange={(event) => change('shareEmail', event.target.checked)}
                />
                Show my email on my profile
              </label>
            </Choices>
            <Button type="primary" htmlType="submit" loading={pending}>
              {pending ? 'Saving...' : 'Save Profile'}
            </Button>
          </PlainForm>
        </Card>
      </div>
      <div>
        <Card title="Preview" className="profile-preview">
          <p className="text-secondary profile-preview__note">
            {values.visibility === 'HIDDEN'
              ? 'Hidden: only you and the admins see this.'
              : 'What members see on your page.'}
          </p>
          <MemberProfile member={previewOf(member, values)} nameLevel={2} />
        </Card>
      </div>
    </div>
  );
}
