import { CounterDimension } from './application-counter.entity.js';
import { countersOfNew } from './counters.js';

describe('what a new application adds to the counters', () => {
  it('one for its status, its day (UTC), industry and stage, one per area of expertise however often it is listed', () => {
    const changes = countersOfNew({
      status: 'SUBMITTED',
      industry: 'Fintech',
      stage: 'Series A',
      expertise: ['Architecture', 'Architecture', 'Cloud Infrastructure'],
      submittedAt: new Date('2026-11-25T23:59:59.999Z'),
    });
    expect(changes).toEqual([
      { dimension: CounterDimension.Status, key: 'SUBMITTED', delta: 1 },
      { dimension: CounterDimension.Day, key: '2026-11-25', delta: 1 },
      { dimension: CounterDimension.Industry, key: 'Fintech', delta: 1 },
      { dimension: CounterDimension.Stage, key: 'Series A', delta: 1 },
      { dimension: CounterDimension.Expertise, key: 'Architecture', delta: 1 },
      { dimension: CounterDimension.Expertise, key: 'Cloud Infrastructure', delta: 1 },
    ]);
  });

  it('nothing for an industry or stage left out', () => {
    const submittedAt = new Date('2026-01-01T00:00:00.000Z');
    expect(countersOfNew({ status: 'SUBMITTED', industry: null, stage: '', expertise: [], submittedAt })).toEqual([
      { dimension: CounterDimension.Status, key: 'SUBMITTED', delta: 1 },
      { dimension: CounterDimension.Day, key: '2026-01-01', delta: 1 },
    ]);
  });
});
