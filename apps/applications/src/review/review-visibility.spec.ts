import type { CastVote, Caller, Recusal, Role } from '@warroom/contracts';
import { votesSeenBy } from './review-visibility.js';

const caller = (id: string, role: Role = 'CTO'): Caller => ({
  id,
  email: `${id}@example.com`,
  name: id,
  role,
  sessionId: '00000000-0000-4000-8000-000000000000',
});
const vote = (voter: string, value: CastVote['vote'], reason: string | null = null): CastVote => ({
  voterId: voter,
  voter: { id: voter, name: voter },
  vote: value,
  reason,
  createdAt: '2026-11-25T10:00:00.000Z',
});
const recusal = (reviewer: string): Recusal => ({
  reviewer: { id: reviewer, name: reviewer },
  reason: 'A former colleague',
  createdAt: '2026-11-25T10:00:00.000Z',
});

describe('what a reviewer sees of the votes', () => {
  const votes = [vote('ann', 'APPROVE', 'Strong'), vote('bob', 'REJECT', 'Too early')];

  it('a reviewer who has neither voted nor recused sees the count only', () => {
    expect(votesSeenBy(caller('cat'), votes, [])).toEqual({
      votes: [],
      voteTally: { approve: null, reject: null, total: 2 },
      myVote: null,
      recused: false,
      recusals: [],
    });
  });

  it('once they have voted, every vote with its reason, and their own marked', () => {
    const seen = votesSeenBy(caller('ann'), votes, []);
    expect(seen.votes).toEqual(votes);
    expect(seen.voteTally).toEqual({ approve: 1, reject: 1, total: 2 });
    expect(seen.myVote).toBe('APPROVE');
  });

  it('once they have recused, every vote, and no vote of theirs', () => {
    const seen = votesSeenBy(caller('cat'), votes, [recusal('cat')]);
    expect(seen).toMatchObject({ votes, recused: true, myVote: null, voteTally: { approve: 1, reject: 1, total: 2 } });
  });

  it('an ADMIN sees everything without voting', () => {
    expect(votesSeenBy(caller('root', 'ADMIN'), votes, []).votes).toEqual(votes);
  });

  it("another reviewer's recusal reveals nothing", () => {
    expect(votesSeenBy(caller('cat'), votes, [recusal('dan')]).votes).toEqual([]);
  });
});
