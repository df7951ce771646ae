import fc from 'fast-check';
import { VoteValue } from '@warroom/contracts';
import { voteTallyOf } from './vote-tally.js';

const votes = (...values: VoteValue[]) => values.map((vote) => ({ vote }));

describe('the vote tally', () => {
  it('counts approvals and rejections; abstentions count only in the total', () => {
    expect(voteTallyOf(votes('APPROVE', 'REJECT', 'ABSTAIN', 'APPROVE'))).toEqual({ approve: 2, reject: 1, total: 4 });
    expect(voteTallyOf([])).toEqual({ approve: 0, reject: 0, total: 0 });
  });

  it('never counts more approvals and rejections than votes', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...Object.values(VoteValue))), (values) => {
        const tally = voteTallyOf(votes(...values));
        return tally.total === values.length && tally.approve + tally.reject <= tally.total;
      }),
    );
  });
});
