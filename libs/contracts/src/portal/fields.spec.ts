import { dateTimeSchema, daySchema } from './fields.js';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('date fields', () => {
  const when = dateTimeSchema('When');
  const due = daySchema('Due date');
  const WHEN_RANGE = 'When must be between 1900-01-01 and 9999-12-31 (UTC)';
  const WHEN_FORMAT = 'When must be an ISO 8601 date-time (e.g. 2026-01-31T09:30:00Z)';
  const DUE_RANGE = 'Due date must be between 1900-01-01 and 9999-12-31';
  const DUE_FORMAT = 'Due date must be an ISO 8601 date (YYYY-MM-DD)';

  it.each([
    '1900-01-01T00:00:00Z',
    '1900-01-01T01:00:00+01:00',
    '2026-01-31T09:30:00.123456Z',
    '2024-02-29T12:00:00-08:00',
    '9999-12-31T23:59:59.999Z',
    '9999-12-31T23:59:59.9999Z',
    '9999-12-31T18:59:59-05:00',
  ])('takes the instant %s', (value) => {
    expect(when.parse(value)).toBe(value);
  });

  it.each([
    '0000-01-01T00:00:00Z',
    '0000-02-29T00:00:00Z',
    '0001-01-01T00:00:00Z',
    // Year 0 in UTC once the offset is applied.
    '0001-01-01T00:00:00+01:00',
    '1899-12-31T23:59:59.999Z',
    '1900-01-01T00:30:00+01:00',
    // Year 10000 in UTC.
    '9999-12-31T23:00:00-05:00',
    // Expanded years: what JavaScript writes for year 10000, and a browser's datetime-local.
    '+010000-01-01T00:00:00.000Z',
    '10000-01-01T00:00',
    '-000001-01-01T00:00:00Z',
  ])('refuses %s as out of range, once', (value) => {
    expect(messagesOf(when.safeParse(value))).toEqual([WHEN_RANGE]);
  });

  it.each(['2025-02-29T00:00:00Z', '2026-04-31T00:00:00Z', '2026-01-01T24:00:00Z', 'tomorrow', '2026-01-01', 5, null])(
    'refuses %s as no date-time, once',
    (value) => {
      expect(messagesOf(when.safeParse(value))).toEqual([WHEN_FORMAT]);
    },
  );

  it.each([
    ['1900-01-01', '1900-01-01'],
    ['9999-12-31', '9999-12-31'],
    ['2024-02-29', '2024-02-29'],
    ['2026-03-31T23:30:00-02:00', '2026-04-01'],
    ['9999-12-31T18:00:00-05:00', '9999-12-31'],
    ['1900-01-01T00:30:00-01:00', '1900-01-01'],
  ])('takes the day %s as %s', (value, day) => {
    expect(due.parse(value)).toBe(day);
  });

  it.each([
    '0000-01-01',
    '0000-02-29',
    '0001-01-01',
    '1899-12-31',
    '0001-01-01T00:00:00+01:00',
    '1900-01-01T00:30:00+01:00',
    '9999-12-31T23:00:00-05:00',
    '10000-01-01',
    '+010000-01-01',
  ])('refuses the day %s as out of range, once', (value) => {
    expect(messagesOf(due.safeParse(value))).toEqual([DUE_RANGE]);
  });

  it.each(['2025-02-29', '1900-02-29', '2026-13-01', '31/12/2026', '', 20260101])(
    'refuses %s as no day, once',
    (value) => {
      expect(messagesOf(due.safeParse(value))).toEqual([DUE_FORMAT]);
    },
  );
});
