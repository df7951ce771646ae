import { type APIRequestContext, expect } from '@playwright/test';
import { memberSchema, type UpdateProfileBody } from '@warroom/contracts';
import { apiAs, createUser, type CreatedUser, replyOf } from './api';
import { listOf } from './portal-records';

/** PATCH /api/profile as `who`: their profile as it now is. */
export async function updateProfileAs(who: CreatedUser, body: UpdateProfileBody) {
  const api = await apiAs(who);
  try {
    const response = await api.patch('/api/profile', { data: body });
    expect(response.status(), await response.text()).toBe(200);
    return await replyOf(response, memberSchema);
  } finally {
    await api.dispose();
  }
}

type ShowcaseMember = { name: string; profile: UpdateProfileBody };

/** The members the directory's screenshots show: leaders with the profiles the landing page promises. */
const SHOWCASE_MEMBERS: readonly ShowcaseMember[] = [
  {
    name: 'Amara Okafor',
    profile: {
      headline: 'CTO at Ledgerline',
      company: 'Ledgerline',
      location: 'Lagos',
      bio: 'Scaled a payments data platform from 3 to 60 engineers and through two audits.',
      expertise: ['Data Engineering', 'Security', 'Engineering Management'],
      industry: 'FinTech',
      stage: 'FOUNDER',
      openTo: ['ADVISING', 'SPEAKING'],
    },
  },
  {
    name: 'Björn Lindqvist',
    profile: {
      headline: 'VP Engineering at Northwind Health',
      company: 'Northwind Health',
      location: 'Stockholm',
      expertise: ['Cloud Infrastructure', 'DevOps/SRE'],
      industry: 'HealthTech',
      stage: 'CAREERIST',
      openTo: ['ADVISING', 'HIRING'],
    },
  },
  {
    name: 'Chiara Russo',
    profile: {
      headline: 'Founder and CEO at Tessera',
      company: 'Tessera',
      location: 'Milan',
      expertise: ['Machine Learning/AI', 'Product Management', 'Startup Scaling'],
      industry: 'B2B SaaS',
      stage: 'SOVEREIGN',
      openTo: ['ADVISING', 'INVESTING'],
    },
  },
  {
    name: 'Daniel Mensah',
    profile: {
      headline: 'Chief Architect at Orbital Commerce',
      company: 'Orbital Commerce',
      location: 'London',
      expertise: ['Architecture', 'Backend Development'],
      industry: 'E-commerce',
      stage: 'CAREERIST',
      openTo: ['ADVISING', 'SPEAKING'],
    },
  },
  {
    name: 'Elena Petrova',
    profile: {
      headline: 'Board member and angel investor',
      location: 'Berlin',
      expertise: ['Startup Scaling', 'Engineering Management'],
      industry: 'DeepTech',
      stage: 'KINGSMAN',
      openTo: ['ADVISING', 'INVESTING'],
    },
  },
];

/** The showcase members, made once per stack (found by name on a later run). */
export async function seedShowcaseMembers(admin: APIRequestContext): Promise<void> {
  for (const { name, profile } of SHOWCASE_MEMBERS) {
    const found = await listOf(admin, `/api/members?q=${encodeURIComponent(`"${name}"`)}`, memberSchema);
    if (found.some((member) => member.name === name)) continue;
    const user = await createUser(admin, 'MEMBER', name);
    await updateProfileAs(user, profile);
  }
}
