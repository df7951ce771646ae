import { outcomes, retryDelayMs } from './outbox-relay.js';

describe('retryDelayMs', () => {
  it('starts at half a second and doubles up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(retryDelayMs)).toEqual([
      500, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});

describe('outcomes', () => {
  const row = (id: string, attempts: number) => ({ id, attempts });

  it('marks the acknowledged rows and groups the others by their next attempt and error', () => {
    const rows = [row('a', 0), row('b', 0), row('c', 0), row('d', 2), row('e', 0)];
    const timeout = new Error('TIMEOUT');
    const { published, failed } = outcomes(rows, [null, timeout, timeout, timeout, new Error('no responders')]);
    expect(published).toEqual(['a']);
    expect(failed).toEqual([
      { attempts: 1, message: 'TIMEOUT', ids: ['b', 'c'] },
      { attempts: 3, message: 'TIMEOUT', ids: ['d'] },
      { attempts: 1, message: 'no responders', ids: ['e'] },
    ]);
  });
});
