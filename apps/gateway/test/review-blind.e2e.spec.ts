import {
  applicationOps,
  applicationSchema,
  auditOps,
  commentSchema,
  RECUSED,
  type Application,
} from '@warroom/contracts';
import { bodyOf, type Session } from '@warroom/testing';
import { z } from 'zod';
import { submitApplication } from './applications-support.js';
import { adminSession, createUser, eventually, readAllPages, signIn } from './support.js';

async function reviewer(admin: Session, role: 'CTO' | 'CEO', name: string): Promise<{ session: Session; id: string }> {
  const user = await createUser(admin, role, name);
  return { session: await signIn(user), id: user.user.id };
}

/** The application as `who` reads it in the review list. */
async function seenBy(who: Session, id: string): Promise<Application> {
  const list = await readAllPages(who, '/api/applications?limit=500&status=UNDER_REVIEW', applicationSchema);
  const found = list.items.find((application) => application.id === id);
  if (!found) throw new Error(`application ${id} is not in the list`);
  return found;
}

async function underReview(admin: Session): Promise<string> {
  const id = await submitApplication();
  expect((await admin.patch(`/api/applications/${id}/status`, { status: 'UNDER_REVIEW' })).status).toBe(200);
  return id;
}

describe('PRODUCT.md section 11: review a committee trusts', () => {
  it('is blind until you vote: nothing of the others in the answer, then every verdict with its reason', async () => {
    const admin = await adminSession();
    const ann = await reviewer(admin, 'CTO', 'Ann Reviewer');
    const bob = await reviewer(admin, 'CEO', 'Bob Reviewer');
    const id = await underReview(admin);

    const voted = await ann.session.post(`/api/applications/${id}/vote`, {
      vote: 'REJECT',
      reason: 'Not a CTO yet',
    });
    expect(voted.status).toBe(200);

    // Bob has not voted: the count, and nothing else of Ann's vote, anywhere in the answer.
    const before = await bob.session.get('/api/applications?limit=500&status=UNDER_REVIEW');
    // Each card as it came (nothing of it dropped by a schema), so that what it must not carry is seen.
    const cards = bodyOf(before, z.array(z.looseObject({ id: z.string() })));
    const blind = cards.find((application) => application.id === id);
    expect(blind).toMatchObject({
      votes: [],
      voteTally: { approve: null, reject: null, total: 1 },
      myVote: null,
      recused: false,
    });
    const ownCard = JSON.stringify(blind);
    expect(ownCard).not.toContain('Not a CTO yet');
    expect(ownCard).not.toContain('REJECT');
    expect(ownCard).not.toContain(ann.id);

    const afterVote = bodyOf(
      await bob.session.post(`/api/applications/${id}/vote`, {
        vote: 'APPROVE',
        reason: 'Ready now',
      }),
      applicationOps.vote.reply,
    );
    expect(afterVote.voteTally).toEqual({ approve: 1, reject: 1, total: 2 });
    expect(afterVote.myVote).toBe('APPROVE');
    expect(afterVote.votes.map(({ voter, vote, reason }) => ({ voter, vote, reason }))).toEqual([
      { voter: { id: ann.id, name: 'Ann Reviewer' }, vote: 'REJECT', reason: 'Not a CTO yet' },
      { voter: { id: bob.id, name: 'Bob Reviewer' }, vote: 'APPROVE', reason: 'Ready now' },
    ]);

    // An ADMIN sees everything without voting.
    const asAdmin = await seenBy(admin, id);
    expect(asAdmin.voteTally).toEqual({ approve: 1, reject: 1, total: 2 });
    expect(asAdmin.votes).toHaveLength(2);
    expect(asAdmin.myVote).toBeNull();
  });

  it('recusal withdraws the vote from the tally, bars voting and commenting (409), reveals nothing, and can be undone', async () => {
    const admin = await adminSession();
    const ann = await reviewer(admin, 'CTO', 'Ann Recuser');
    const cat = await reviewer(admin, 'CTO', 'Cat Voter');
    const id = await underReview(admin);
    await cat.session.post(`/api/applications/${id}/vote`, { vote: 'APPROVE', reason: 'Yes, a builder' });
    await ann.session.post(`/api/applications/${id}/vote`, { vote: 'REJECT' });

    const recused = await ann.session.post(`/api/applications/${id}/recuse`, {
      reason: 'A former colleague',
    });
    expect(recused.status).toBe(200);
    // A conflict of interest, as in HotCRP: the recused reviewer sees the count, never the votes.
    expect(recused.body).toMatchObject({
      recused: true,
      myVote: null,
      votes: [],
      voteTally: { approve: null, reject: null, total: 1 },
      recusals: [{ reviewer: { id: ann.id, name: 'Ann Recuser' }, reason: 'A former colleague' }],
    });
    expect(JSON.stringify(recused.body)).not.toContain('Yes, a builder');

    const refused = await ann.session.post(`/api/applications/${id}/vote`, { vote: 'APPROVE' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ statusCode: 409, message: RECUSED });
    const silenced = await ann.session.post(`/api/applications/${id}/comments`, { comment: 'While recused' });
    expect(silenced.status).toBe(409);
    expect(silenced.body).toEqual({ statusCode: 409, message: RECUSED });

    // Recusing again changes nothing.
    const again = await ann.session.post(`/api/applications/${id}/recuse`, { reason: 'Other words' });
    expect(bodyOf(again, applicationOps.recuse.reply).recusals).toHaveLength(1);

    // Everyone sees the recusal; the tally does not count the withdrawn vote.
    const asCat = await seenBy(cat.session, id);
    expect(asCat.recusals.map((r) => r.reviewer.name)).toEqual(['Ann Recuser']);
    expect(asCat.voteTally).toEqual({ approve: 1, reject: 0, total: 1 });

    const undone = await ann.session.delete(`/api/applications/${id}/recuse`);
    expect(undone.status).toBe(200);
    // Blind again: the vote withdrawn by the recusal is not restored.
    expect(undone.body).toMatchObject({ recused: false, recusals: [], myVote: null, votes: [] });
    expect(bodyOf(undone, applicationOps.withdrawRecusal.reply).voteTally).toEqual({
      approve: null,
      reject: null,
      total: 1,
    });
    const revoted = await ann.session.post(`/api/applications/${id}/vote`, { vote: 'APPROVE' });
    expect(revoted.status).toBe(200);
    expect(bodyOf(revoted, applicationOps.vote.reply).voteTally).toEqual({ approve: 2, reject: 0, total: 2 });

    // Recusal and its undo are audited, once each.
    const entries = await eventually(async () => {
      const page = await admin.get(`/api/admin/audit-logs?entity=${encodeURIComponent(`Application:${id}`)}`);
      const actions = bodyOf(page, auditOps.list.http.reply).map((entry) => entry.action);
      return actions.includes('application.recusal_withdrawn') ? actions : undefined;
    });
    expect(entries.filter((action) => action === 'application.recused')).toHaveLength(1);
    expect(entries.filter((action) => action === 'application.recusal_withdrawn')).toHaveLength(1);
  });

  it('needsMyVote lists what still waits for the caller, with its total, across statuses, votes and recusals', async () => {
    const admin = await adminSession();
    const dan = await reviewer(admin, 'CEO', 'Dan Queue');
    const count = async () => {
      const page = await dan.session.get('/api/applications?needsMyVote=true&limit=500');
      expect(page.status).toBe(200);
      const ids = bodyOf(page, z.array(applicationSchema)).map((a) => a.id);
      return { total: Number(page.headers.get('x-total-count')), ids };
    };
    const start = await count();
    expect(start.ids.length).toBe(Math.min(start.total, 500));

    const toVote = await underReview(admin);
    const toRecuse = await underReview(admin);
    const inVoting = await submitApplication();
    await admin.patch(`/api/applications/${inVoting}/status`, { status: 'VOTING' });
    const submitted = await submitApplication();
    const decided = await underReview(admin);
    await admin.patch(`/api/applications/${decided}/status`, { status: 'WAITLISTED' });

    const before = await count();
    expect(before.total).toBe(start.total + 3);
    expect(before.ids).toEqual(expect.arrayContaining([toVote, toRecuse, inVoting]));
    expect(before.ids).not.toContain(submitted);
    expect(before.ids).not.toContain(decided);

    await dan.session.post(`/api/applications/${toVote}/vote`, { vote: 'ABSTAIN' });
    await dan.session.post(`/api/applications/${toRecuse}/recuse`, {});
    const after = await count();
    expect(after.total).toBe(start.total + 1);
    expect(after.ids).toContain(inVoting);
    expect(after.ids).not.toContain(toVote);
    expect(after.ids).not.toContain(toRecuse);

    // Undoing the recusal puts it back in the queue; another reviewer's vote does not take it out.
    await dan.session.delete(`/api/applications/${toRecuse}/recuse`);
    const eve = await reviewer(admin, 'CTO', 'Eve Other');
    await eve.session.post(`/api/applications/${inVoting}/vote`, { vote: 'APPROVE' });
    const last = await count();
    expect(last.total).toBe(start.total + 2);
    expect(last.ids).toEqual(expect.arrayContaining([toRecuse, inVoting]));

    expect((await dan.session.get('/api/applications?needsMyVote=maybe')).status).toBe(400);
  });

  it('recusing needs an application that exists, and a MEMBER may not', async () => {
    const admin = await adminSession();
    const member = await signIn(await createUser(admin, 'MEMBER'));
    const id = await underReview(admin);
    expect((await member.post(`/api/applications/${id}/recuse`, {})).status).toBe(403);
    expect((await admin.post('/api/applications/AAAAAAAAAAAAAAAAAAAAAAAA/recuse', {})).status).toBe(404);
  });

  it("a recused reviewer reads nothing of the others' reviews through any read of the application", async () => {
    const admin = await adminSession();
    const ann = await reviewer(admin, 'CTO', 'Ann Probe');
    const cat = await reviewer(admin, 'CEO', 'Cat Critic');
    const id = await underReview(admin);
    await cat.session.post(`/api/applications/${id}/vote`, { vote: 'REJECT', reason: 'Secret-reason-of-cat' });
    await cat.session.post(`/api/applications/${id}/comments`, { comment: 'Secret-comment-of-cat' });
    await ann.session.post(`/api/applications/${id}/comments`, { comment: 'Ann before recusing' });
    expect((await ann.session.post(`/api/applications/${id}/recuse`, {})).status).toBe(200);

    const reads = [
      `/api/applications/${id}`,
      '/api/applications?limit=500&status=UNDER_REVIEW',
      `/api/applications?limit=500&q=${encodeURIComponent('Margaret')}`,
      `/api/applications/${id}/comments`,
    ];
    for (const path of reads) {
      const response = await ann.session.get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      for (const secret of ['Secret-reason-of-cat', 'Secret-comment-of-cat', cat.id]) {
        expect({ path, leaks: response.text.includes(secret) ? secret : null }).toEqual({ path, leaks: null });
      }
    }
    const one = bodyOf(await ann.session.get(`/api/applications/${id}`), applicationOps.get.reply);
    expect(one).toMatchObject({ recused: true, votes: [], voteTally: { approve: null, reject: null, total: 1 } });
    expect(one.comments.map((comment) => comment.comment)).toEqual(['Ann before recusing']);
    expect(one.commentCount).toBe(2);
  });

  it('comments are blind until you vote: only your own, then every one; an ADMIN reads them all', async () => {
    const admin = await adminSession();
    const dee = await reviewer(admin, 'CTO', 'Dee Early');
    const eli = await reviewer(admin, 'CTO', 'Eli Late');
    const id = await underReview(admin);
    await dee.session.post(`/api/applications/${id}/vote`, { vote: 'APPROVE' });
    await dee.session.post(`/api/applications/${id}/comments`, { comment: 'thin on commercial exposure' });
    await eli.session.post(`/api/applications/${id}/comments`, { comment: 'Eli asks a question' });

    const comments = async (who: Session) =>
      bodyOf(await who.get(`/api/applications/${id}/comments`), z.array(commentSchema));
    const blind = bodyOf(await eli.session.get(`/api/applications/${id}`), applicationOps.get.reply);
    expect(blind.comments.map((comment) => comment.comment)).toEqual(['Eli asks a question']);
    expect(blind.commentCount).toBe(2);
    expect((await comments(eli.session)).map((comment) => comment.comment)).toEqual(['Eli asks a question']);
    const listed = await eli.session.get('/api/applications?limit=500&status=UNDER_REVIEW');
    expect(listed.text).not.toContain('thin on commercial exposure');

    const voted = bodyOf(
      await eli.session.post(`/api/applications/${id}/vote`, { vote: 'REJECT' }),
      applicationOps.vote.reply,
    );
    expect(voted.comments.map((comment) => comment.comment)).toEqual([
      'thin on commercial exposure',
      'Eli asks a question',
    ]);
    expect((await comments(eli.session)).map((comment) => comment.author.name)).toEqual(['Dee Early', 'Eli Late']);
    expect((await comments(admin)).map((comment) => comment.author.id)).toEqual([dee.id, eli.id]);
  });

  it('a vote names its choice: an empty body is 400 and casts nothing (the form preselects APPROVE)', async () => {
    const admin = await adminSession();
    const fay = await reviewer(admin, 'CTO', 'Fay Empty');
    const id = await underReview(admin);
    const empty = await fay.session.request(`/api/applications/${id}/vote`, { method: 'POST' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ statusCode: 400, errors: [{ path: 'vote' }] });
    expect(bodyOf(await fay.session.get(`/api/applications/${id}`), applicationOps.get.reply).voteTally.total).toBe(0);
  });
});
