import { namedValues, valuesOf } from './named-values.js';
import { InitiativeStatus, INITIATIVE_STATUSES } from './portal/initiatives.js';

describe('named values', () => {
  it('names each value as the code does, in their order', () => {
    const set = namedValues('BACKLOG', 'IN_PROGRESS', 'PAYLOAD_TOO_LARGE');
    expect(set).toEqual({ Backlog: 'BACKLOG', InProgress: 'IN_PROGRESS', PayloadTooLarge: 'PAYLOAD_TOO_LARGE' });
    expect(valuesOf(set)).toEqual(['BACKLOG', 'IN_PROGRESS', 'PAYLOAD_TOO_LARGE']);
    expect(Object.isFrozen(set)).toBe(true);
  });

  it('keeps the statuses the product has always used', () => {
    expect(InitiativeStatus.InProgress).toBe('IN_PROGRESS');
    expect(INITIATIVE_STATUSES).toEqual(['BACKLOG', 'IN_PROGRESS', 'DONE', 'BLOCKED']);
  });
});
