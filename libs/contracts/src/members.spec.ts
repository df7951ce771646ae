import { memberListQuerySchema, profileOfApplication, updateProfileBodySchema } from './members.js';

const application = {
  currentRole: 'CTO',
  currentCompany: 'Ledgerly',
  expertise: ['Security', 'Security', 'Cooking', 'Architecture'],
  industry: 'FinTech',
  stage: 'FOUNDER',
  linkedinUrl: 'https://www.linkedin.com/in/ada',
};

describe('a profile from an accepted application', () => {
  it("takes '{role} at {company}', the company, expertise, industry, stage and LinkedIn URL", () => {
    expect(profileOfApplication(application)).toEqual({
      headline: 'CTO at Ledgerly',
      company: 'Ledgerly',
      expertise: ['Security', 'Architecture'],
      industry: 'FinTech',
      stage: 'FOUNDER',
      linkedinUrl: 'https://www.linkedin.com/in/ada',
    });
  });

  it('keeps only what the profile allows: the role alone, cut texts, known values, web links', () => {
    const profile = profileOfApplication({
      ...application,
      currentRole: 'Head of Platform',
      currentCompany: `${'A very long company name '.repeat(6)}Inc`,
      industry: 'Mining',
      stage: 'Emperor',
      linkedinUrl: 'javascript:alert(1)',
    });
    expect(profile.headline?.length).toBe(120);
    expect(profile.headline?.endsWith('…')).toBe(true);
    expect(profile.company?.length).toBe(120);
    expect(profile).toMatchObject({ industry: null, stage: null, linkedinUrl: null });
    expect(profileOfApplication({ ...application, currentCompany: null }).headline).toBe('CTO');
  });
});

describe('the profile and directory schemas', () => {
  it('clear with blank or null, refuse unknown fields and links that are not http or https', () => {
    expect(updateProfileBodySchema.parse({ headline: '  ', linkedinUrl: '' })).toEqual({
      headline: null,
      linkedinUrl: null,
    });
    for (const body of [{ role: 'ADMIN' }, { linkedinUrl: 'javascript:alert(1)' }, { openTo: ['NAPPING'] }]) {
      expect({ body, ok: updateProfileBodySchema.safeParse(body).success }).toEqual({ body, ok: false });
    }
  });

  it('reads a repeated filter as a list, and one given once as a list of one', () => {
    expect(memberListQuerySchema.parse({ expertise: 'Security' }).expertise).toEqual(['Security']);
    expect(memberListQuerySchema.parse({ openTo: ['ADVISING', 'HIRING'] }).openTo).toEqual(['ADVISING', 'HIRING']);
    expect(memberListQuerySchema.safeParse({ stage: 'EMPEROR' }).success).toBe(false);
  });
});
