import { CounterDimension } from './application-counter.entity.js';
import { countersOfNew } from './counters.js';

describe('what a new application adds to the counters', () => {
  it('one for its status, industry and stage, one per area of expertise however often it is listed', () => {
    const changes = countersOfNew({
      status: 'SUBMITTED',
      industry: 'Fintech',
      stage: 'Series A',
      expertise: ['Architecture', 'Architecture', 'Cloud Infrastructure'],
    });
    expect(changes).toEqual([
      { dimension: CounterDimension.Status, key: 'SUBMITTED', delta: 1 },
      { dimension: CounterDimension.Industry, key: 'Fintech', delta: 1 },
      { dimension: CounterDimension.Stage, key: 'Series A', delta: 1 },
      { dimension: CounterDimension.Expertise, key: 'Architecture', delta: 1 },
      { dimension: CounterDimension.Expertise, key: 'Cloud Infrastructure', delta: 1 },
    ]);
  });

  it('nothing for an industry or stage left out', () => {
    expect(countersOfNew({ status: 'SUBMITTED', industry: null, stage: '', expertise: [] })).toEqual([
      { dimension: CounterDimension.Status, key: 'SUBMITTED', delta: 1 },
    ]);
  });
});
