import { describe, expect, it } from '@jest/globals';
import { VoteValue } from '@warroom/contracts';
import { needsMyVote, needYourVoteText } from './needs-my-vote';
import { isShortOfVotes, VERDICT_META, voteBreakdown, voteBreakdownText, votesCastText } from './vote-meta';

describe('the vote panel rules (PRODUCT.md section 11)', () => {
  it('gives each verdict its own colour, none the brand amber', () => {
    const colors = Object.values(VoteValue).map((vote) => VERDICT_META[vote].color);
    expect(new Set(colors).size).toBe(colors.length);
    expect(colors).not.toContain('amber');
  });

  it('counts the votes cast against the votes required, 10 when absent', () => {
    expect(votesCastText({ voteTally: { total: 3 }, votesRequired: 10 })).toBe('3 of 10 votes cast');
    expect(votesCastText({ voteTally: { total: 0 }, votesRequired: null })).toBe('0 of 10 votes cast');
  });

  it('tells how the votes lean only once the tally is visible', () => {
    expect(voteBreakdown({ approve: null, reject: null, total: 3 })).toBeNull();
    const breakdown = voteBreakdown({ approve: 1, reject: 2, total: 4 });
    expect(breakdown).toEqual({ approve: 1, reject: 2, abstain: 1 });
    expect(breakdown && voteBreakdownText(breakdown)).toBe('(1 approve, 2 reject, 1 abstain)');
  });

  it('is short of votes below the votes required', () => {
    const tally = { approve: 1, reject: 1, total: 2 };
    expect(isShortOfVotes({ voteTally: tally, votesRequired: 3 })).toBe(true);
    expect(isShortOfVotes({ voteTally: tally, votesRequired: 2 })).toBe(false);
  });

  it("waits for the caller's vote while voting is open and they have neither voted nor recused", () => {
    const open = { status: 'VOTING', myVote: null, recused: false } as const;
    expect(needsMyVote(open)).toBe(true);
    expect(needsMyVote({ ...open, myVote: 'ABSTAIN' })).toBe(false);
    expect(needsMyVote({ ...open, recused: true })).toBe(false);
    expect(needsMyVote({ ...open, status: 'ACCEPTED' })).toBe(false);
    expect(needYourVoteText(1)).toBe('1 needs your vote');
    expect(needYourVoteText(3)).toBe('3 need your vote');
  });
});
