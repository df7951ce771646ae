import pg from 'pg';
import { applicationOps, auditOps, identityOps, type AuditEntryView } from '@warroom/contracts';
import { bodyOf, type Session } from '@warroom/testing';
import { submitApplication } from './applications-support.js';
import { adminSession, createUser, eventually, signIn } from './support.js';

/**
 * A request that changes nothing writes nothing: no row is rewritten and no event (so no
 * audit entry) is recorded; the answer is still 200 with the record as it is. Each test does
 * its no-ops, then a real change (the marker), waits for the marker's audit entry, and
 * counts the entries of the entity.
 */
let admin: Session;
const databases = new Map<string, pg.Client>();

beforeAll(async () => {
  admin = await adminSession();
});

afterAll(async () => {
  await Promise.all([...databases.values()].map((db) => db.end()));
});

async function database(service: 'identity' | 'applications'): Promise<pg.Client> {
  const known = databases.get(service);
  if (known) return known;
  const url = new URL(process.env.WARROOM_PG_ADMIN_URL as string);
  url.pathname = `/${process.env.WARROOM_DB_PREFIX ?? 'warroom_'}${service}`;
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  databases.set(service, db);
  return db;
}

/** The row's version: PostgreSQL gives a row a new xmin whenever it is written, same values or not. */
async function rowVersion(service: 'identity' | 'applications', table: string, id: string): Promise<string> {
  const db = await database(service);
  const result = await db.query<{ xmin: string }>(`select xmin::text as xmin from ${table} where id = $1`, [id]);
  const version = result.rows[0]?.xmin;
  if (version === undefined) throw new Error(`no ${table} row ${id}`);
  return version;
}

/** The entity's audit entries once the marker's entry is there (audit entries arrive asynchronously). */
async function entriesAfterMarker(entity: string, marker: (entry: AuditEntryView) => boolean) {
  return eventually(async () => {
    const page = bodyOf(
      await admin.get(`/api/admin/audit-logs?entity=${encodeURIComponent(entity)}&limit=500`),
      auditOps.list.http.reply,
    );
    return page.some(marker) ? page : undefined;
  });
}

const actions = (entries: AuditEntryView[]) => entries.map((entry) => entry.action).sort();

describe('changes that change nothing are not written or audited', () => {
  it('the same theme again', async () => {
    const member = await createUser(admin, 'MEMBER');
    const client = await signIn(member);
    expect((await client.post('/api/profile/update-theme', { theme: 'dark' })).status).toBe(200);
    const version = await rowVersion('identity', 'users', member.user.id);

    const again = await client.post('/api/profile/update-theme', { theme: 'dark' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ success: true, user: { ...member.user, theme: 'dark' } });
    expect(await rowVersion('identity', 'users', member.user.id)).toBe(version);

    await client.post('/api/profile/update-theme', { theme: 'light' });
    const entries = await entriesAfterMarker(`User:${member.user.id}`, (e) => (e.meta ?? '').includes('"to":"light"'));
    expect(actions(entries)).toEqual(['auth.login', 'user.created', 'user.theme_changed', 'user.theme_changed']);
  });

  it("an admin's change to the role or active state a user already has", async () => {
    const target = await createUser(admin, 'CTO');
    const path = `/api/admin/users/${target.user.id}`;
    const version = await rowVersion('identity', 'users', target.user.id);

    for (const change of [{ active: true }, { role: 'CTO' }, { role: 'CTO', active: true }]) {
      const response = await admin.patch(path, change);
      expect(response.status).toBe(200);
      expect(response.body).toEqual(target.user);
    }
    expect(await rowVersion('identity', 'users', target.user.id)).toBe(version);

    expect(bodyOf(await admin.patch(path, { role: 'CEO' }), identityOps.updateUser.reply).role).toBe('CEO');
    const entries = await entriesAfterMarker(`User:${target.user.id}`, (e) => e.action === 'user.updated');
    expect(actions(entries)).toEqual(['user.created', 'user.updated']);
    expect(JSON.parse(entries.find((e) => e.action === 'user.updated')?.meta ?? '{}')).toEqual({
      before: { role: 'CTO', active: true },
      after: { role: 'CEO', active: true },
    });
  });

  it("an application's status and decision reason as they are, and a reviewer's vote as it is", async () => {
    const cto = await signIn(await createUser(admin, 'CTO'));
    const id = await submitApplication();
    const statusPath = `/api/applications/${id}/status`;
    const first = await admin.patch(statusPath, { status: 'UNDER_REVIEW', decisionReason: 'Fit' });
    expect(first.status).toBe(200);
    const voted = await cto.post(`/api/applications/${id}/vote`, { vote: 'APPROVE', reason: 'Strong' });
    expect(voted.status).toBe(200);
    const application = bodyOf(voted, applicationOps.vote.reply);
    const applicationVersion = await rowVersion('applications', 'applications', id);
    const db = await database('applications');
    const votes = async () =>
      (await db.query('select id, xmin::text, replaced_at from votes where application_id = $1', [id])).rows;
    const votesBefore = await votes();
    expect(votesBefore).toHaveLength(1);

    for (const change of [
      { status: 'UNDER_REVIEW', decisionReason: 'Fit' },
      { status: 'UNDER_REVIEW', decisionReason: '  Fit  ' },
    ]) {
      const response = await admin.patch(statusPath, change);
      expect(response.status).toBe(200);
      // The same application, as the admin reads it: they have not voted (PRODUCT.md section 11).
      expect(response.body).toEqual({ ...application, myVote: null });
    }
    for (const vote of [
      { vote: 'APPROVE', reason: 'Strong' },
      { vote: 'APPROVE', reason: ' Strong ' },
    ]) {
      const response = await cto.post(`/api/applications/${id}/vote`, vote);
      expect(response.status).toBe(200);
      expect(response.body).toEqual(voted.body);
    }
    expect(await rowVersion('applications', 'applications', id)).toBe(applicationVersion);
    expect(await votes()).toEqual(votesBefore);

    await cto.post(`/api/applications/${id}/comments`, { comment: 'Marker.' });
    const entries = await entriesAfterMarker(`Application:${id}`, (e) => e.action === 'application.commented');
    expect(actions(entries)).toEqual([
      'application.commented',
      'application.status_changed',
      'application.submitted',
      'application.voted',
    ]);
  });

  it('still records a change of the decision reason alone, and a changed vote reason', async () => {
    const cto = await signIn(await createUser(admin, 'CTO'));
    const id = await submitApplication();
    await admin.patch(`/api/applications/${id}/status`, { status: 'VOTING' });
    const reasoned = await admin.patch(`/api/applications/${id}/status`, {
      status: 'VOTING',
      decisionReason: 'Waiting for two more votes',
    });
    expect(reasoned.body).toMatchObject({ status: 'VOTING', decisionReason: 'Waiting for two more votes' });
    await cto.post(`/api/applications/${id}/vote`, { vote: 'REJECT' });
    const changed = await cto.post(`/api/applications/${id}/vote`, {
      vote: 'REJECT',
      reason: 'Too early',
    });
    expect(bodyOf(changed, applicationOps.vote.reply).votes).toEqual([
      expect.objectContaining({ vote: 'REJECT', reason: 'Too early' }),
    ]);

    await cto.post(`/api/applications/${id}/comments`, { comment: 'Marker.' });
    const entries = await entriesAfterMarker(`Application:${id}`, (e) => e.action === 'application.commented');
    expect(actions(entries)).toEqual([
      'application.commented',
      'application.status_changed',
      'application.status_changed',
      'application.submitted',
      'application.voted',
      'application.voted',
    ]);
  });

  it('a logout of a session that another logout already ended', async () => {
    const member = await createUser(admin, 'MEMBER');
    const client = await signIn(member);
    const answers = await Promise.all(Array.from({ length: 6 }, () => client.post('/api/auth/logout')));
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) expect([200, 401]).toContain(answer.status);

    await signIn(member);
    const entries = await eventually(async () => {
      const page = bodyOf(
        await admin.get(
          `/api/admin/audit-logs?entity=${encodeURIComponent(`User:${member.user.id}`)}&action=auth.login`,
        ),
        auditOps.list.http.reply,
      );
      return page.length === 2 ? page : undefined;
    });
    expect(entries).toHaveLength(2);
    const logouts = await admin.get(
      `/api/admin/audit-logs?entity=${encodeURIComponent(`User:${member.user.id}`)}&action=auth.logout`,
    );
    expect(logouts.body).toHaveLength(1);
  });
});
