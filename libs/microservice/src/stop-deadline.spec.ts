import { startStopDeadline, STOP_GRACE_MS } from './stop-deadline.js';

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('startStopDeadline', () => {
  it('says so and exits 1 once the grace period has passed, without keeping the process alive', async () => {
    const said: number[] = [];
    const codes: number[] = [];
    const timer = startStopDeadline({
      graceMs: 30,
      onExpired: (ms) => said.push(ms),
      exit: (code) => codes.push(code),
    });
    expect(timer.hasRef()).toBe(false);
    await wait(10);
    expect(codes).toEqual([]);
    await wait(60);
    expect(said).toEqual([30]);
    expect(codes).toEqual([1]);
  });

  it('exits even when saying so fails', async () => {
    const codes: number[] = [];
    startStopDeadline({
      graceMs: 10,
      onExpired: () => {
        throw new Error('the log is gone');
      },
      exit: (code) => codes.push(code),
    });
    await wait(50);
    expect(codes).toEqual([1]);
  });

  it('gives less than the 10 s the process manager waits before SIGKILL', () => {
    expect(STOP_GRACE_MS).toBeLessThan(10_000);
  });
});
