import { NoticedStore } from './noticed-store.js';

const limits = { ttlMs: 1_000, maxEntries: 3, maxNotices: 5 };

describe('NoticedStore keyed by what notices name (the audit log names)', () => {
  it('keeps a value, null included, until its TTL or a notice about its key', () => {
    const store = new NoticedStore<string | null>(limits);
    store.set('Objective:1', 'Grow revenue', 100, 110);
    store.set('Document:2', null, 100, 110);
    expect(store.get('Objective:1', 120)).toBe('Grow revenue');
    expect(store.get('Document:2', 120)).toBeNull();
    expect(store.get('Objective:1', 110 + limits.ttlMs)).toBeUndefined();

    store.set('Objective:1', 'Grow revenue', 200, 210);
    store.forget('Objective:1', 220);
    expect(store.get('Objective:1', 230)).toBeUndefined();
    expect(store.get('Document:2', 230)).toBeNull();
  });

  it('does not keep a value read before a notice about it came, nor before a drop of all', () => {
    const store = new NoticedStore<string>(limits);
    store.forget('Objective:1', 205);
    store.set('Objective:1', 'the old title', 200, 210);
    expect(store.get('Objective:1', 211)).toBeUndefined();
    store.set('Objective:1', 'the new title', 206, 212);
    expect(store.get('Objective:1', 213)).toBe('the new title');

    store.clear(300);
    store.set('Objective:2', 'read before the drop', 299, 301);
    expect(store.size).toBe(0);
  });

  it('stays within its bounds: the oldest value goes first, and past too many notices every running read is distrusted', () => {
    const store = new NoticedStore<string>(limits);
    for (let i = 0; i < 10; i += 1) store.set(`Meeting:${i}`, `m${i}`, i, i + 1);
    expect(store.size).toBe(limits.maxEntries);
    expect(store.get('Meeting:9', 20)).toBe('m9');
    expect(store.get('Meeting:0', 20)).toBeUndefined();

    for (let i = 0; i < limits.maxNotices + 2; i += 1) store.forget(`Decision:${i}`, 30 + i);
    expect(store.notices).toBeLessThanOrEqual(limits.maxNotices);
    store.set('Decision:99', 'read before the overflow', 30, 50);
    expect(store.get('Decision:99', 51)).toBeUndefined();
  });
});
