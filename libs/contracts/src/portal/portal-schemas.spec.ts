import {
  createDecisionBodySchema,
  createInitiativeBodySchema,
  createMeetingBodySchema,
  createMetricBodySchema,
  createObjectiveBodySchema,
  keyResultBodySchema,
  metricPointBodySchema,
  updateInitiativeBodySchema,
  updateKeyResultBodySchema,
  updateMeetingBodySchema,
  updateObjectiveBodySchema,
} from './index.js';
import { portalEventTypes } from './events.js';

type Result = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const errorsOf = (result: Result) =>
  result.success ? {} : Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);

describe('portal schemas', () => {
  it('trims titles and holds them to 1 to 200 characters', () => {
    expect(createObjectiveBodySchema.parse({ title: '  Grow  ' }).title).toBe('Grow');
    expect(errorsOf(createObjectiveBodySchema.safeParse({ title: '   ' }))).toEqual({ title: 'Title is required' });
    expect(errorsOf(createObjectiveBodySchema.safeParse({ title: 'x'.repeat(201) }))).toEqual({
      title: 'Title must be at most 200 characters',
    });
    expect(createObjectiveBodySchema.safeParse({ title: 'x'.repeat(200) }).success).toBe(true);
  });

  it('takes long text up to 200,000 characters', () => {
    expect(createDecisionBodySchema.safeParse({ title: 't', context: 'x'.repeat(200_000) }).success).toBe(true);
    expect(errorsOf(createDecisionBodySchema.safeParse({ title: 't', context: 'x'.repeat(200_001) }))).toEqual({
      context: 'Context must be at most 200,000 characters',
    });
  });

  it('refuses a key result target of 0 and numbers that are not numbers', () => {
    expect(errorsOf(keyResultBodySchema.safeParse({ title: 'k', current: 1, target: 0, unit: '%' }))).toEqual({
      target: 'Target must not be 0',
    });
    expect(errorsOf(updateKeyResultBodySchema.safeParse({ target: 0 }))).toEqual({ target: 'Target must not be 0' });
    expect(errorsOf(keyResultBodySchema.safeParse({ title: 'k', current: '1', target: 2 }))).toEqual({
      current: 'Current must be a number',
    });
    expect(keyResultBodySchema.safeParse({ title: 'k', current: Infinity, target: 2 }).success).toBe(false);
    expect(keyResultBodySchema.parse({ title: 'k', target: 2 })).toEqual({
      title: 'k',
      current: 0,
      target: 2,
      unit: '',
    });
  });

  it('wants at least one known field in a change', () => {
    expect(errorsOf(updateObjectiveBodySchema.safeParse({}))).toEqual({
      '': 'Nothing to change: give at least one field',
    });
    expect(updateObjectiveBodySchema.safeParse({ keyResults: [] }).success).toBe(false);
    expect(updateKeyResultBodySchema.parse({ current: 3 })).toEqual({ current: 3 });
  });

  it('takes the enums of SPEC.md section 3', () => {
    expect(createInitiativeBodySchema.parse({ title: 'i' })).toMatchObject({ status: 'BACKLOG', rag: 'GREEN' });
    expect(createInitiativeBodySchema.safeParse({ title: 'i', status: 'DOING' }).success).toBe(false);
    expect(createInitiativeBodySchema.safeParse({ title: 'i', rag: 'BLUE' }).success).toBe(false);
    expect(createDecisionBodySchema.parse({ title: 'd' }).status).toBe('PROPOSED');
  });

  it('takes a due day as YYYY-MM-DD or the UTC day of a date-time, and null clears it', () => {
    expect(createInitiativeBodySchema.parse({ title: 'i', dueDate: '2026-03-31' }).dueDate).toBe('2026-03-31');
    expect(createInitiativeBodySchema.parse({ title: 'i', dueDate: '2026-03-31T23:30:00-02:00' }).dueDate).toBe(
      '2026-04-01',
    );
    expect(createInitiativeBodySchema.safeParse({ title: 'i', dueDate: '2026-02-30' }).success).toBe(false);
    expect(updateInitiativeBodySchema.parse({ dueDate: null })).toEqual({ dueDate: null });
  });

  it('holds an initiative’s start day to its due day when a body gives both', () => {
    const refused = { startDate: 'Start date must be on or before the due date' };
    expect(
      errorsOf(createInitiativeBodySchema.safeParse({ title: 'i', startDate: '2026-02-02', dueDate: '2026-02-01' })),
    ).toEqual(refused);
    expect(errorsOf(updateInitiativeBodySchema.safeParse({ startDate: '2026-02-02', dueDate: '2026-02-01' }))).toEqual(
      refused,
    );
    expect(
      createInitiativeBodySchema.parse({ title: 'i', startDate: '2026-02-01', dueDate: '2026-02-01' }),
    ).toMatchObject({
      startDate: '2026-02-01',
    });
    // One day alone is held to the stored other by the service.
    expect(updateInitiativeBodySchema.parse({ startDate: '2027-01-01' })).toEqual({ startDate: '2027-01-01' });
    expect(updateInitiativeBodySchema.parse({ startDate: null })).toEqual({ startDate: null });
  });

  it('wants ISO date-times with a zone for meetings and points', () => {
    expect(createMeetingBodySchema.safeParse({ title: 'm', when: '2026-01-01T10:00:00Z' }).success).toBe(true);
    expect(createMeetingBodySchema.safeParse({ title: 'm', when: '2026-01-01T10:00:00+02:00' }).success).toBe(true);
    expect(createMeetingBodySchema.safeParse({ title: 'm', when: 'tomorrow' }).success).toBe(false);
    expect(metricPointBodySchema.parse({ value: 1 })).toEqual({ value: 1 });
  });

  // Issue 14: dates PostgreSQL cannot hold, or JavaScript cannot write back with a 4-digit year, were a 500.
  it('holds every date a client sends to 1900-01-01 to 9999-12-31 in UTC', () => {
    const WHEN = 'When must be between 1900-01-01 and 9999-12-31 (UTC)';
    for (const value of ['0000-01-01T00:00:00Z', '0001-01-01T00:00:00+01:00', '9999-12-31T23:00:00-05:00']) {
      expect(errorsOf(createMeetingBodySchema.safeParse({ title: 'm', when: value }))).toEqual({ when: WHEN });
      expect(errorsOf(updateMeetingBodySchema.safeParse({ when: value }))).toEqual({ when: WHEN });
      expect(errorsOf(metricPointBodySchema.safeParse({ ts: value, value: 1 }))).toEqual({
        ts: 'Time must be between 1900-01-01 and 9999-12-31 (UTC)',
      });
    }
    for (const value of ['0000-01-01', '0000-02-29', '9999-12-31T23:00:00-05:00']) {
      const DUE = { dueDate: 'Due date must be between 1900-01-01 and 9999-12-31' };
      expect(errorsOf(createInitiativeBodySchema.safeParse({ title: 'i', dueDate: value }))).toEqual(DUE);
      expect(errorsOf(updateInitiativeBodySchema.safeParse({ dueDate: value }))).toEqual(DUE);
    }
    expect(errorsOf(createInitiativeBodySchema.safeParse({ title: 'i', dueDate: '2025-02-29' }))).toEqual({
      dueDate: 'Due date must be an ISO 8601 date (YYYY-MM-DD)',
    });
    expect(updateMeetingBodySchema.parse({ when: '9999-12-31T23:59:59.999Z' })).toEqual({
      when: '9999-12-31T23:59:59.999Z',
    });
    expect(metricPointBodySchema.parse({ ts: '1900-01-01T00:00:00Z', value: 1 }).ts).toBe('1900-01-01T00:00:00Z');
  });

  it('holds metric keys to their format', () => {
    expect(createMetricBodySchema.safeParse({ key: 'mrr.total_usd-1', label: 'MRR' }).success).toBe(true);
    for (const key of ['', 'MRR', '-lead', 'has space', 'x'.repeat(101)]) {
      expect(createMetricBodySchema.safeParse({ key, label: 'MRR' }).success).toBe(false);
    }
  });

  it('names every event type as the envelope requires', () => {
    for (const type of Object.values(portalEventTypes)) expect(type).toMatch(/^[a-z]+\.[a-z_]+$/);
  });
});
