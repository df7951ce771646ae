import pg from 'pg';
import { auditOps, documentOps } from '@warroom/contracts';
import { applicationBody, bodyOf, type ApiResponse } from '@warroom/testing';
import { submitApplication } from './applications-support.js';
import { adminSession, createUser, signIn, eventually } from './support.js';

/** The entries of a page of the audit log (the gateway answers them as a JSON array). */
const entriesOf = (page: ApiResponse) => bodyOf(page, auditOps.list.http.reply);

describe('audit log', () => {
  it('lists newest first with filters, a limit of at most 500 and a cursor', async () => {
    const admin = await adminSession();
    const user = await createUser(admin, 'MEMBER');
    const client = await signIn(user);
    for (const theme of ['dark', 'light', 'dark']) await client.post('/api/profile/update-theme', { theme });
    const entity = `User:${user.user.id}`;

    const entries = await eventually(async () => {
      const page = entriesOf(await admin.get(`/api/admin/audit-logs?entity=${encodeURIComponent(entity)}`));
      return page.filter((e) => e.action === 'user.theme_changed').length === 3 ? page : undefined;
    });
    const times = entries.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(entries[0]).toEqual({
      id: expect.any(String),
      createdAt: expect.any(String),
      // The names are read when the log is (issue 20): the user's as it is now.
      actor: { id: user.user.id, email: user.email, name: 'Test User' },
      action: 'user.theme_changed',
      entity,
      entityLabel: 'Test User',
      meta: expect.stringContaining('"to":"dark"'),
    });

    const byAction = await admin.get(
      `/api/admin/audit-logs?actor=${encodeURIComponent(user.email)}&action=user.theme_changed`,
    );
    expect(byAction.body).toHaveLength(3);

    const first = await admin.get(
      `/api/admin/audit-logs?actor=${encodeURIComponent(user.email)}&action=user.theme_changed&limit=2`,
    );
    expect(first.body).toHaveLength(2);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const second = await admin.get(
      `/api/admin/audit-logs?actor=${encodeURIComponent(user.email)}&action=user.theme_changed&limit=2&before=${encodeURIComponent(cursor as string)}`,
    );
    expect(second.body).toHaveLength(1);
    expect(second.headers.get('x-next-cursor')).toBeNull();
    expect([...entriesOf(first), ...entriesOf(second)].map((e) => e.id)).toEqual(entriesOf(byAction).map((e) => e.id));

    const byKind = entriesOf(await admin.get('/api/admin/audit-logs?entity=User&limit=5'));
    expect(byKind.every((e) => e.entity?.startsWith('User:'))).toBe(true);

    expect((await admin.get('/api/admin/audit-logs?limit=501')).status).toBe(400);
    expect((await admin.get('/api/admin/audit-logs?before=yesterday')).status).toBe(400);
    expect(entriesOf(await admin.get('/api/admin/audit-logs')).length).toBeLessThanOrEqual(50);
  });

  it('exports the same filters as CSV', async () => {
    const admin = await adminSession();
    const user = await createUser(admin, 'CTO', 'Export Me');
    const entity = `User:${user.user.id}`;
    await eventually(async () => {
      const page = entriesOf(await admin.get(`/api/admin/audit-logs?entity=${encodeURIComponent(entity)}`));
      return page.length > 0 ? true : undefined;
    });
    const csv = await admin.get(`/api/admin/audit-logs/export?entity=${encodeURIComponent(entity)}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.text.split('\r\n');
    expect(lines[0]).toBe('created_at,actor_email,action,entity,meta');
    expect(lines[1]).toMatch(new RegExp(`^\\d{4}-[^,]+Z,admin@warroom.local,user.created,${entity},"\\{`));
    expect(lines.at(-1)).toBe('');
  });

  it('is append-only: the database refuses to change or delete an entry', async () => {
    const url = new URL(process.env.WARROOM_PG_ADMIN_URL as string);
    url.pathname = `/${process.env.WARROOM_DB_PREFIX ?? 'warroom_'}audit`;
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    try {
      await expect(db.query(`update audit_log set action = 'tampered' where true`)).rejects.toThrow(/append-only/);
      await expect(db.query('delete from audit_log where true')).rejects.toThrow(/append-only/);
      await expect(db.query('truncate audit_log')).rejects.toThrow(/append-only/);
    } finally {
      await db.end();
    }
  });

  it('names what each entry is about as it is called now, and nothing once it is gone', async () => {
    const admin = await adminSession();
    const title = `Audit names ${Date.now()}`;
    const created = bodyOf(await admin.post('/api/documents', { title, markdown: '# x' }), documentOps.create.reply);
    const id = await submitApplication(applicationBody({ applicantName: 'Priya Raman' }));
    await admin.patch(`/api/applications/${id}/status`, { status: 'UNDER_REVIEW' });
    const named = await eventually(async () => {
      const page = entriesOf(await admin.get('/api/admin/audit-logs?limit=50'));
      const document = page.find((e) => e.entity === `Document:${created.id}`);
      const application = page.find((e) => e.entity === `Application:${id}` && e.action.endsWith('status_changed'));
      return document && application ? { document, application } : undefined;
    });
    expect(named.document.entityLabel).toBe(title);
    expect(named.document.actor).toMatchObject({ email: 'admin@warroom.local', name: 'Admin' });
    expect(named.application.entityLabel).toBe('Priya Raman');
    // The applicant's name is not in the log itself: it is read from the applications service.
    expect(named.application.meta ?? '').not.toContain('Priya Raman');

    // The names are kept in the audit service's memory; a rename is seen on the next read after its event.
    const renamed = `${title} (renamed)`;
    await admin.patch(`/api/documents/${created.id}`, { title: renamed });
    const afterRename = await eventually(async () => {
      const page = entriesOf(
        await admin.get(`/api/admin/audit-logs?entity=${encodeURIComponent(`Document:${created.id}`)}`),
      );
      const updated = page.some((e) => e.action === 'document.updated');
      return updated && page.every((e) => e.entityLabel === renamed) ? page : undefined;
    }, 10_000);
    // Long before the names' 60 s TTL: the update's event dropped the old one.
    expect(afterRename.length).toBeGreaterThanOrEqual(2);

    await admin.delete(`/api/documents/${created.id}`);
    const deleted = await eventually(async () => {
      const page = entriesOf(
        await admin.get(`/api/admin/audit-logs?entity=${encodeURIComponent(`Document:${created.id}`)}`),
      );
      return page.some((e) => e.action === 'document.deleted') ? page : undefined;
    });
    expect(deleted.every((entry) => entry.entityLabel === null)).toBe(true);
  });
});
