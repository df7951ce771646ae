import { describe, expect, it } from '@jest/globals';
import type { Member } from '@warroom/contracts';
import { previewOf, profileChanges, profileValuesOf } from './profile-values';

const MEMBER: Member = {
  id: '0b9c6c5e-4a65-4d1b-9b43-7f1f3f6f2d10',
  name: 'Ada Lovelace',
  headline: 'CTO at Engines',
  company: 'Engines',
  bio: null,
  expertise: ['Architecture'],
  industry: 'FinTech',
  stage: 'CAREERIST',
  stageSince: '2026-01-05',
  linkedinUrl: 'https://www.linkedin.com/in/ada',
  location: null,
  openTo: [],
  visibility: 'MEMBERS',
  shareEmail: false,
  email: 'ada@example.com',
  role: 'MEMBER',
  active: true,
  joinedAt: '2026-01-05T10:00:00.000Z',
};

describe('the profile form', () => {
  it('sends only what changed, an emptied choice as null', () => {
    const before = profileValuesOf(MEMBER);
    expect(profileChanges(before, before)).toEqual({});
    const after = { ...before, bio: 'Built ledgers.', industry: '', expertise: ['Architecture', 'Security'] };
    expect(profileChanges(before, after)).toEqual({
      bio: 'Built ledgers.',
      industry: null,
      expertise: ['Architecture', 'Security'],
    });
  });

  it('previews a new stage as reached today, and the email only when shared', () => {
    const values = profileValuesOf(MEMBER);
    expect(previewOf(MEMBER, values)).toMatchObject({ stage: 'CAREERIST', stageSince: '2026-01-05', email: undefined });
    const moved = previewOf(MEMBER, { ...values, stage: 'FOUNDER', shareEmail: true, location: '  ' });
    expect(moved.stageSince).toBe(new Date().toISOString().slice(0, 10));
    expect(moved.email).toBe('ada@example.com');
    expect(moved.location).toBeNull();
  });
});
