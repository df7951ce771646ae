import { pastWriteDeadline } from './rpc-context.interceptor.js';

describe('pastWriteDeadline', () => {
  it('refuses a try that comes at or after its deadline, and nothing without one', () => {
    expect(pastWriteDeadline('1000', 999)).toBe(false);
    expect(pastWriteDeadline('1000', 1000)).toBe(true);
    expect(pastWriteDeadline('1000', 5000)).toBe(true);
    // No header (NATS answers ''), or one that is not a time: the write runs.
    expect(pastWriteDeadline(undefined, 5000)).toBe(false);
    expect(pastWriteDeadline('', 5000)).toBe(false);
    expect(pastWriteDeadline('soon', 5000)).toBe(false);
  });
});
