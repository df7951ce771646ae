import { retryDelayMs } from './outbox-relay.js';

describe('retryDelayMs', () => {
  it('starts at half a second and doubles up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(retryDelayMs)).toEqual([
      500, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});
