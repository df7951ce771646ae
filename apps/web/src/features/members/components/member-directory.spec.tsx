/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Member } from '@warroom/contracts';
import { fakeApi, page } from '../../../../test/fake-api';
import { location, renderPage } from '../../../../test/render';
import { MemberDirectory } from './member-directory';

const user = userEvent.setup({ delay: null });

function member(n: number, overrides: Partial<Member> = {}): Member {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Member ${n}`,
    headline: `CTO at Company ${n}`,
    company: `Company ${n}`,
    bio: null,
    expertise: ['Architecture', 'Security', 'DevOps/SRE', 'Data Engineering'],
    industry: 'FinTech',
    stage: 'FOUNDER',
    stageSince: '2026-01-05',
    linkedinUrl: null,
    location: null,
    openTo: ['ADVISING', 'HIRING'],
    visibility: 'MEMBERS',
    shareEmail: false,
    role: 'MEMBER',
    active: true,
    joinedAt: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}

/** The directory's requests, as their query strings. */
const queriesOf = (requests: { url: string }[]) =>
  requests.filter((request) => request.url.startsWith('/api/members?')).map((request) => request.url.split('?')[1]);

describe('the member directory', () => {
  it('shows each member as a card: name, headline, stage, top expertise and what they are open to', async () => {
    fakeApi(() => page([member(1), member(2, { stage: null, openTo: [] })], 2));
    renderPage(<MemberDirectory />, { at: '/members' });

    const cards = await screen.findAllByRole('listitem');
    expect(screen.getByText('2 members')).toBeTruthy();
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Member 1' }).getAttribute('href')).toBe(
      '/members/00000000-0000-4000-8000-000000000001',
    );
    for (const text of ['CTO at Company 1', 'Founder', 'Architecture', 'Security', 'DevOps/SRE', '+1']) {
      expect(first.getByText(text)).toBeTruthy();
    }
    expect(first.getByText('Open to advising, hiring')).toBeTruthy();
    expect(within(cards[1]!).queryByText(/^Open to/)).toBeNull();
  });

  it('combines the chips in the address and the request: a list filter repeats, a one-choice chip toggles off', async () => {
    const api = fakeApi(() => page([member(1)], 1));
    renderPage(<MemberDirectory />, { at: '/members?expertise=Security' });
    await screen.findByRole('list', { name: 'Members' });
    expect(screen.getByRole('button', { name: 'Security' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Data Engineering' }));
    await user.click(within(screen.getByRole('group', { name: 'Stage' })).getByRole('button', { name: 'Founder' }));
    await user.click(within(screen.getByRole('group', { name: 'Open to' })).getByRole('button', { name: 'Hiring' }));
    await waitFor(() =>
      expect(location.current).toBe(
        '/members?expertise=Data+Engineering&expertise=Security&stage=FOUNDER&openTo=HIRING',
      ),
    );
    await waitFor(() =>
      expect(queriesOf(api.requests)).toContain(
        'expertise=Data+Engineering&expertise=Security&stage=FOUNDER&openTo=HIRING&limit=100&offset=0',
      ),
    );

    await user.click(within(screen.getByRole('group', { name: 'Stage' })).getByRole('button', { name: 'Founder' }));
    await waitFor(() =>
      expect(location.current).toBe('/members?expertise=Data+Engineering&expertise=Security&openTo=HIRING'),
    );
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(location.current).toBe('/members'));
  });

  it('says when nothing matches, apart from an empty directory', async () => {
    fakeApi(() => page([], 0));
    renderPage(<MemberDirectory />, { at: '/members?industry=EdTech' });
    expect(await screen.findByText('No members match your search and filters')).toBeTruthy();
  });
});
