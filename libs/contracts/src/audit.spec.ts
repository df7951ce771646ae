import { auditLogQuerySchema } from './audit.js';

describe('audit log query', () => {
  const parses = (before: string) => auditLogQuerySchema.safeParse({ before }).success;

  it('takes a cursor as X-Next-Cursor writes it', () => {
    expect(parses('2026-11-22T05:40:47.123Z_3d04ed17-a1e6-4e03-8000-00071e1b19c8')).toBe(true);
  });

  // Each of these reached PostgreSQL and failed there: a 500 instead of a 400 (found by fuzzing).
  it.each([
    '8205-73-14T:064.Z_-b-ec8--85-8721-a6--fba4021---f-94-f',
    '2026-13-14T00:00:00Z_00000000-0000-4000-8000-000000000000',
    '2026-02-30T00:00:00Z_00000000-0000-4000-8000-000000000000',
    '0000-01-01T00:00:00Z_00000000-0000-4000-8000-000000000000',
    '1899-12-31T23:59:59.999Z_00000000-0000-4000-8000-000000000000',
    '2026-01-14T00:00:00Z_0000000000000000000000000000000000-0',
  ])('refuses %s', (before) => {
    expect(parses(before)).toBe(false);
  });
});
