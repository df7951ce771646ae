import type { ApplicationComment, CastVote, Caller, Recusal, Role } from '@warroom/contracts';
import { reviewsSeenBy } from './review-visibility.js';

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

const comment = (author: string): ApplicationComment => ({
  id: `${author}-comment`,
  comment: `${author} thinks so`,
  createdAt: '2026-11-25T10:00:00.000Z',
  author: { id: author, name: author },
});

describe('what a reviewer sees of the votes and comments', () => {
  const votes = [vote('ann', 'APPROVE', 'Strong'), vote('bob', 'REJECT', 'Too early')];
  const comments = [comment('ann'), comment('bob'), comment('cat')];
  const votesSeenBy = (who: Caller, cast: CastVote[], recusals: Recusal[]) => reviewsSeenBy(who, cast, recusals, []);

  it('a reviewer who has neither voted nor recused sees the count only', () => {
    expect(votesSeenBy(caller('cat'), votes, [])).toEqual({
      votes: [],
      voteTally: { approve: null, reject: null, total: 2 },
      myVote: null,
      recused: false,
      recusals: [],
      comments: [],
    });
  });

  it('a reviewer who has not voted reads only their own comments', () => {
    expect(reviewsSeenBy(caller('cat'), votes, [], comments).comments).toEqual([comment('cat')]);
  });

  it('once they have voted, every comment', () => {
    expect(reviewsSeenBy(caller('ann'), votes, [], comments).comments).toEqual(comments);
  });

  it('once they have voted, every vote with its reason, and their own marked', () => {
    const seen = votesSeenBy(caller('ann'), votes, []);
    expect(seen.votes).toEqual(votes);
    expect(seen.voteTally).toEqual({ approve: 1, reject: 1, total: 2 });
    expect(seen.myVote).toBe('APPROVE');
  });

  it('while recused, no vote, split or comment of others (a conflict of interest, not a way in)', () => {
    const seen = reviewsSeenBy(caller('cat'), votes, [recusal('cat')], comments);
    expect(seen).toEqual({
      votes: [],
      voteTally: { approve: null, reject: null, total: 2 },
      myVote: null,
      recused: true,
      recusals: [recusal('cat')],
      comments: [comment('cat')],
    });
  });

  it('an ADMIN who recused still sees everything (an ADMIN always does)', () => {
    expect(reviewsSeenBy(caller('root', 'ADMIN'), votes, [recusal('root')], comments).comments).toEqual(comments);
  });

  it('an ADMIN sees everything without voting', () => {
    expect(votesSeenBy(caller('root', 'ADMIN'), votes, []).votes).toEqual(votes);
  });

  it("another reviewer's recusal reveals nothing", () => {
    expect(votesSeenBy(caller('cat'), votes, [recusal('dan')]).votes).toEqual([]);
  });
});
