import {
  EXPERTISE_OPTIONS,
  INDUSTRY_OPTIONS,
  type Member,
  OPEN_TO,
  type OpenTo,
  PROFILE_LIMITS,
  STAGE_OPTIONS,
  updateProfileBodySchema,
  type UpdateProfileBody,
  VISIBILITIES,
  type Visibility,
} from '@warroom/contracts';
import { Button, Card, Checkbox, Col, Radio, Row, Select } from 'antd';
import { PlainForm } from '../../../components/plain-form';
import { inputProps, SchemaItem, SchemaTextAreaField, SchemaTextField } from '../../../components/schema-fields';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { OPEN_TO_LABELS, VISIBILITY_LABELS } from '../labels';
import { previewOf, PROFILE_FIELDS, profileChanges, profileValuesOf, type ProfileValues } from '../profile-values';
import { MemberProfile } from './member-profile';

const EXPERTISE = EXPERTISE_OPTIONS.map((area) => ({ value: area, label: area }));
const INDUSTRIES = INDUSTRY_OPTIONS.map((industry) => ({ value: industry, label: industry }));
const STAGES = STAGE_OPTIONS.map((stage) => ({ value: stage.value, label: `${stage.label}: ${stage.description}` }));
const OPEN_TO_OPTIONS = OPEN_TO.map((offer) => ({ value: offer, label: OPEN_TO_LABELS[offer] }));
const VISIBILITY_HINTS: Readonly<Record<Visibility, string>> = {
  MEMBERS: 'every signed-in member finds you',
  HIDDEN: 'only you and the admins see your profile',
};
const VISIBILITY_OPTIONS = VISIBILITIES.map((visibility) => ({
  value: visibility,
  label: `${VISIBILITY_LABELS[visibility]}: ${VISIBILITY_HINTS[visibility]}`,
}));

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
  const stage = inputProps(form, 'stage');
  const industry = inputProps(form, 'industry');
  const expertise = inputProps(form, 'expertise');

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={14}>
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
            <SchemaItem form={form} field="stage" label="Stage" extra="Where you are on the path. Only you move it.">
              <Select
                {...stage}
                allowClear
                placeholder="Not set"
                value={values.stage || undefined}
                options={STAGES}
                onChange={(next?: string) => change('stage', next ?? '')}
              />
            </SchemaItem>
            <SchemaItem form={form} field="expertise" label="Expertise" extra={`Up to ${PROFILE_LIMITS.expertise}.`}>
              <Select
                {...expertise}
                mode="multiple"
                maxCount={PROFILE_LIMITS.expertise}
                placeholder="Choose your areas"
                value={values.expertise}
                options={EXPERTISE}
                onChange={(next: string[]) => change('expertise', next)}
              />
            </SchemaItem>
            <SchemaItem form={form} field="industry" label="Industry">
              <Select
                {...industry}
                allowClear
                placeholder="Not set"
                value={values.industry || undefined}
                options={INDUSTRIES}
                onChange={(next?: string) => change('industry', next ?? '')}
              />
            </SchemaItem>
            <fieldset className="profile-fieldset">
              <legend>Open to</legend>
              <Checkbox.Group
                options={OPEN_TO_OPTIONS}
                value={values.openTo}
                onChange={(next) => change('openTo', next as OpenTo[])}
              />
            </fieldset>
            <SchemaTextAreaField
              form={form}
              field="bio"
              label="Bio"
              extra={`At most ${PROFILE_LIMITS.bio.toLocaleString('en-US')} characters.`}
            />
            <fieldset className="profile-fieldset">
              <legend>Who sees your profile</legend>
              <Radio.Group
                className="profile-visibility"
                options={VISIBILITY_OPTIONS}
                value={values.visibility}
                onChange={(event) => change('visibility', event.target.value as Visibility)}
              />
              <Checkbox checked={values.shareEmail} onChange={(event) => change('shareEmail', event.target.checked)}>
                Show my email on my profile
              </Checkbox>
            </fieldset>
            <Button type="primary" htmlType="submit" loading={pending}>
              {pending ? 'Saving...' : 'Save Profile'}
            </Button>
          </PlainForm>
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Card title="Preview" className="profile-preview">
          <p className="text-secondary profile-preview__note">
            {values.visibility === 'HIDDEN'
              ? 'Hidden: only you and the admins see this.'
              : 'What members see on your page.'}
          </p>
          <MemberProfile member={previewOf(member, values)} nameLevel={2} />
        </Card>
      </Col>
    </Row>
  );
}
