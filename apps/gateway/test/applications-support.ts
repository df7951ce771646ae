import { randomUUID } from 'node:crypto';
import { api, type ApiInit } from '@warroom/testing';
import type { SubmitApplicationBody } from '@warroom/contracts';
import { fromAddress } from './support.js';

/** A valid application with a unique email; override any field. */
export function applicationBody(overrides: Partial<SubmitApplicationBody> = {}): SubmitApplicationBody {
  const tag = randomUUID().slice(0, 8);
  return {
    applicantName: `Applicant ${tag}`,
    applicantEmail: `applicant-${tag}@example.com`,
    currentRole: 'CTO',
    currentCompany: `Company ${tag}`,
    linkedinUrl: '',
    whyJoin:
      'I want to learn how to move from running engineering to running the company, with peers who did it. '.repeat(2),
    challenges: 'Board communication, hiring executives and owning the P&L for the first time.',
    buildingWhat: 'A B2B platform',
    techStack: 'TypeScript, PostgreSQL',
    expertise: ['Architecture', 'Startup Scaling'],
    industry: 'B2B SaaS',
    stage: 'FOUNDER',
    ...overrides,
  };
}

export async function submitApplication(
  body: SubmitApplicationBody = applicationBody(),
  init: Pick<ApiInit, 'baseUrl'> = {},
): Promise<string> {
  const response = await api<{ id: string }>('/api/applications/submit', {
    method: 'POST',
    json: body,
    headers: fromAddress(),
    ...init,
  });
  if (response.status !== 201) throw new Error(`submit failed: ${response.status} ${response.text}`);
  return response.body.id;
}
