import { describe, expect, it } from '@jest/globals';
import { isFiltered, MEMBERS_HOME, readMembersAddress, writeMembersAddress } from './members-address';

describe("the directory's address", () => {
  it('reads the search and every filter, a repeated one as a list', () => {
    const params = new URLSearchParams(
      'q=data%20platf&expertise=Security&expertise=Data%20Engineering&industry=FinTech&stage=FOUNDER&openTo=ADVISING&openTo=HIRING',
    );
    expect(readMembersAddress(params)).toEqual({
      q: 'data platf',
      expertise: ['Data Engineering', 'Security'],
      industry: 'FinTech',
      stage: 'FOUNDER',
      openTo: ['ADVISING', 'HIRING'],
    });
  });

  it('leaves out what is not one of its values, and a value given twice counts once', () => {
    const params = new URLSearchParams(
      'expertise=Cooking&expertise=Security&expertise=Security&industry=Mining&stage=KING&openTo=DANCING',
    );
    expect(readMembersAddress(params)).toEqual({ ...MEMBERS_HOME, expertise: ['Security'] });
    expect(readMembersAddress(new URLSearchParams(`q=${'x'.repeat(300)}`)).q).toHaveLength(200);
  });

  it('writes only what narrows the directory, and reads back what it wrote', () => {
    expect(writeMembersAddress(MEMBERS_HOME).toString()).toBe('');
    expect(isFiltered(MEMBERS_HOME)).toBe(false);
    const address = {
      q: 'a b&c',
      expertise: ['Architecture', 'Security'],
      industry: 'B2B SaaS',
      stage: 'KINGSMAN',
      openTo: ['SPEAKING'],
    } as const;
    const written = writeMembersAddress({ ...address, expertise: [...address.expertise], openTo: [...address.openTo] });
    expect(written.getAll('expertise')).toEqual(['Architecture', 'Security']);
    expect(readMembersAddress(written)).toEqual(address);
    expect(isFiltered({ ...MEMBERS_HOME, stage: 'FOUNDER' })).toBe(true);
  });
});
