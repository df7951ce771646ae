import { changedFields, eventFields, eventValue, EVENT_PREVIEW_LENGTH } from './event-data.js';

describe('event data', () => {
  it('keeps short values and records long text as a preview and its length', () => {
    expect(eventValue('short')).toBe('short');
    expect(eventValue(3)).toBe(3);
    expect(eventValue(undefined)).toBeNull();
    expect(eventValue(new Date('2026-01-02T03:04:05.000Z'))).toBe('2026-01-02T03:04:05.000Z');
    const long = 'x'.repeat(200_000);
    expect(eventValue(long)).toEqual({ preview: 'x'.repeat(EVENT_PREVIEW_LENGTH), length: 200_000 });
  });

  it('never cuts a surrogate pair in two (PostgreSQL jsonb refuses a lone surrogate)', () => {
    const preview = eventValue('x' + '😀'.repeat(100)) as { preview: string };
    expect(preview.preview).toBe('x' + '😀'.repeat(39));
    expect(preview.preview).not.toMatch(/[\uD800-\uDBFF]$/);
  });

  it('keeps the data of a record with three 200,000-character texts under 2 kB', () => {
    const big = 'y'.repeat(200_000);
    const data = eventFields({ title: 't'.repeat(200), context: big, decision: big, consequences: big });
    expect(JSON.stringify(data).length).toBeLessThan(2048);
  });

  it('lists only the fields that changed, from and to', () => {
    const at = new Date('2026-01-01T00:00:00.000Z');
    expect(
      changedFields(
        { title: 'a', current: 1, when: at, agenda: null },
        { title: 'b', current: 1, when: new Date(at.getTime()), agenda: null },
      ),
    ).toEqual({ title: { from: 'a', to: 'b' } });
  });
});
