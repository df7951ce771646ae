import { describe, expect, it } from '@jest/globals';
import { APPLICATION_STATUSES } from '@warroom/contracts';
import { isDecided, isVotingOpen, STATUS_META, statusBadgeText, voteTallyText } from './status-meta';

describe('application status helpers (SPEC.md sections 4 and 9)', () => {
  it('has a label, colour and progress for every status', () => {
    for (const status of APPLICATION_STATUSES) expect(STATUS_META[status].label).not.toBe('');
    expect(STATUS_META.REJECTED.label).toBe('Not Accepted');
    expect(STATUS_META.VOTING.progress).toBe(65);
  });

  it('takes votes only under review or in voting; decided is accepted, rejected or waitlisted', () => {
    expect(APPLICATION_STATUSES.filter(isVotingOpen)).toEqual(['UNDER_REVIEW', 'VOTING']);
    expect(APPLICATION_STATUSES.filter(isDecided)).toEqual(['ACCEPTED', 'REJECTED', 'WAITLISTED']);
  });

  it('shows underscores as spaces and the tally against the votes required (10 when absent)', () => {
    expect(statusBadgeText('UNDER_REVIEW')).toBe('UNDER REVIEW');
    expect(voteTallyText({ voteTally: { total: 3 }, votesRequired: 5 })).toBe('3/5');
    expect(voteTallyText({ voteTally: { total: 3 }, votesRequired: null })).toBe('3/10');
  });
});
