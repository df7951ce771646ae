import type { CurrentUser } from './current-user.js';
import { SESSION_CACHE_MAX, SESSION_CACHE_TTL_MS, SESSION_NOTICES_MAX, SessionStore } from './session-store.js';

const user = (n: number, userId = `user-${n}`): CurrentUser => ({
  id: userId,
  name: null,
  email: `u${n}@example.com`,
  role: 'MEMBER',
  theme: 'light',
  active: true,
  createdAt: '2026-11-25T00:00:00.000Z',
  completeProfile: false,
  sessionId: `session-${n}`,
});

describe('SessionStore', () => {
  it('keeps a verified session until its TTL ends, and not one whose user was noticed during the check', () => {
    const store = new SessionStore();
    store.set(user(1), 100, 110);
    expect(store.get('session-1', 120)?.id).toBe('user-1');
    expect(store.get('session-1', 110 + SESSION_CACHE_TTL_MS)).toBeUndefined();

    store.forgetUser('user-2', 205);
    store.set(user(2), 200, 210);
    expect(store.get('session-2', 220)).toBeUndefined();
  });

  it('stays bounded under many distinct sessions, and sheds them once they expire', () => {
    const store = new SessionStore();
    for (let i = 0; i < 3 * SESSION_CACHE_MAX; i += 1) store.set(user(i), i, i + 1);
    expect(store.size).toBe(SESSION_CACHE_MAX);
    // The newest are kept, the oldest went first.
    expect(store.get(`session-${3 * SESSION_CACHE_MAX - 1}`, 3 * SESSION_CACHE_MAX)).toBeDefined();
    expect(store.get('session-0', 3 * SESSION_CACHE_MAX)).toBeUndefined();

    // After the load: one new session later sweeps out every expired one.
    const later = 3 * SESSION_CACHE_MAX + SESSION_CACHE_TTL_MS + 1;
    store.set(user(-1), later, later);
    expect(store.size).toBe(1);
  });

  it('bounds the notices it remembers, and then distrusts every check that started before', () => {
    const store = new SessionStore();
    for (let i = 0; i < SESSION_NOTICES_MAX + 10; i += 1) store.forgetUser(`user-${i}`, 1_000 + i);
    expect(store.notices).toBeLessThanOrEqual(SESSION_NOTICES_MAX);
    // A check started before the overflow is not kept, even for a user whose notice was dropped.
    store.set(user(1), 1_000, 1_000 + SESSION_NOTICES_MAX + 20);
    expect(store.size).toBe(0);
    // Old notices are forgotten as time goes by.
    store.forgetUser('late', 1_000_000);
    expect(store.notices).toBe(1);
  });
});
