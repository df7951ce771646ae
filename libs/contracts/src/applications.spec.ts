import { submitApplicationBodySchema } from './applications.js';

const valid = {
  applicantName: 'Ada Lovelace',
  applicantEmail: 'ada@example.com',
  currentRole: 'CTO',
  whyJoin: 'x'.repeat(100),
  challenges: 'y'.repeat(50),
};

const errorsOf = (input: unknown) => {
  const result = submitApplicationBodySchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('application form (SPEC.md section 5)', () => {
  it('accepts the minimum', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it('gives each field its message', () => {
    expect(
      errorsOf({
        applicantName: 'A',
        applicantEmail: 'no',
        currentRole: 'C',
        whyJoin: 'short',
        challenges: 'short',
        linkedinUrl: 'not a url',
      }),
    ).toEqual({
      applicantName: 'Name is required',
      applicantEmail: 'Valid email required',
      currentRole: 'Current role is required',
      whyJoin: 'Please provide at least 100 characters about why you want to join',
      challenges: 'Please describe your current challenges',
      linkedinUrl: 'Valid URL required',
    });
  });

  it('takes an empty LinkedIn URL', () => {
    expect(errorsOf({ ...valid, linkedinUrl: '' })).toEqual({});
  });
});
