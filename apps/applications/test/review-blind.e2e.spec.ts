import { randomUUID } from 'node:crypto';
import { applicationOps, ErrorCode, RECUSED, Role, type Caller } from '@warroom/contracts';
import { applicationBody } from '@warroom/testing';
import { ADMIN, applicationsForTests, reviewer } from './applications-under-test.js';

/**
 * PRODUCT.md section 11, review a committee trusts: blind until you vote, and a recusal is a
 * conflict of interest that reveals nothing. Decided by the service for every read of an
 * application (the list, one application, its comments, the answer to a write).
 */
describe('applications review: what a reviewer sees', () => {
  const service = applicationsForTests();

  /** A new application under review, and the address that finds it in the list. */
  const underReview = async () => {
    const body = applicationBody();
    const { id } = await service.call(applicationOps.submit, { body });
    await service.setStatus(id, 'UNDER_REVIEW');
    return { id, q: body.applicantEmail };
  };
  const vote = (caller: Caller, id: string, choice: 'APPROVE' | 'REJECT' | 'ABSTAIN', reason?: string) =>
    service.call(applicationOps.vote, { caller, params: { id }, body: { vote: choice, reason } });
  const comment = (caller: Caller, id: string, text: string) =>
    service.call(applicationOps.comment, { caller, params: { id }, body: { comment: text } });
  const get = (caller: Caller, id: string) => service.call(applicationOps.get, { caller, params: { id } });
  const comments = async (caller: Caller, id: string) =>
    (await service.call(applicationOps.comments, { caller, params: { id }, query: { limit: 100, offset: 0 } })).items;

  it('is blind until you vote: nothing of the others in the answer, then every verdict with its reason', async () => {
    const ann = reviewer(Role.Cto, 'Ann Reviewer');
    const bob = reviewer(Role.Ceo, 'Bob Reviewer');
    const { id, q } = await underReview();
    await vote(ann, id, 'REJECT', 'Not a CTO yet');

    // The page as the service wrote it (the gateway passes it on unread): only the count of votes.
    const written = JSON.stringify(
      await service.raw(applicationOps.list, { caller: bob, query: { limit: 10, offset: 0, q } }),
    );
    expect(written).toContain(id);
    for (const secret of ['Not a CTO yet', 'REJECT', ann.id]) expect(written).not.toContain(secret);
    expect(await get(bob, id)).toMatchObject({
      votes: [],
      voteTally: { approve: null, reject: null, total: 1 },
      myVote: null,
      recused: false,
    });

    const afterVote = await vote(bob, id, 'APPROVE', 'Ready now');
    expect(afterVote.voteTally).toEqual({ approve: 1, reject: 1, total: 2 });
    expect(afterVote.myVote).toBe('APPROVE');
    expect(afterVote.votes.map(({ voter, vote: choice, reason }) => ({ voter, choice, reason }))).toEqual([
      { voter: { id: ann.id, name: 'Ann Reviewer' }, choice: 'REJECT', reason: 'Not a CTO yet' },
      { voter: { id: bob.id, name: 'Bob Reviewer' }, choice: 'APPROVE', reason: 'Ready now' },
    ]);

    // An ADMIN sees everything without voting.
    const asAdmin = await get(ADMIN, id);
    expect(asAdmin).toMatchObject({ voteTally: { approve: 1, reject: 1, total: 2 }, myVote: null });
    expect(asAdmin.votes).toHaveLength(2);
  });

  it('takes votes only under review or in voting; a vote again replaces the first, the same vote changes nothing', async () => {
    const cto = reviewer();
    const id = await service.submit();
    expect(
      await service.refusal(applicationOps.vote, { caller: cto, params: { id }, body: { vote: 'APPROVE' } }),
    ).toMatchObject({
      code: ErrorCode.Conflict,
      message: 'Votes are taken only while an application is under review or in voting',
    });
    // A vote names its choice: without one it is bad input, never a default APPROVE.
    const unnamed = await service
      .raw(applicationOps.vote, { caller: cto, params: { id }, body: {} })
      .catch((e: unknown) => e);
    expect(unnamed).toMatchObject({ code: ErrorCode.BadInput });

    await service.setStatus(id, 'UNDER_REVIEW');
    await vote(cto, id, 'APPROVE');
    await vote(cto, id, 'REJECT', 'Too early');
    await vote(cto, id, 'REJECT', 'Too early');
    const current = await service.sql<{ vote: string; replaced: boolean }>(
      'select vote, replaced_at is not null as replaced from votes where application_id = $1 order by created_at',
      [id],
    );
    expect(current).toEqual([
      { vote: 'APPROVE', replaced: true },
      { vote: 'REJECT', replaced: false },
    ]);
    const voted = (await service.applicationEvents(id)).filter((event) => event.type === 'application.voted');
    expect(voted.map((event) => event.data)).toEqual([
      { vote: 'APPROVE', changed: false },
      { vote: 'REJECT', changed: true },
    ]);
    await service.setStatus(id, 'ACCEPTED', 'Welcome');
    expect(
      (await service.refusal(applicationOps.vote, { caller: cto, params: { id }, body: { vote: 'APPROVE' } })).code,
    ).toBe(ErrorCode.Conflict);
  });

  it('recusal withdraws the vote from the tally, bars voting and commenting (409), reveals nothing, and can be undone', async () => {
    const ann = reviewer(Role.Cto, 'Ann Recuser');
    const cat = reviewer(Role.Cto, 'Cat Voter');
    const { id } = await underReview();
    await vote(cat, id, 'APPROVE', 'Yes, a builder');
    await vote(ann, id, 'REJECT');

    const recuse = (reason: string) =>
      service.call(applicationOps.recuse, { caller: ann, params: { id }, body: { reason } });
    const recused = await recuse('A former colleague');
    // A conflict of interest, as in HotCRP: the recused reviewer sees the count, never the votes.
    expect(recused).toMatchObject({
      recused: true,
      myVote: null,
      votes: [],
      voteTally: { approve: null, reject: null, total: 1 },
      recusals: [{ reviewer: { id: ann.id, name: 'Ann Recuser' }, reason: 'A former colleague' }],
    });
    expect(JSON.stringify(recused)).not.toContain('Yes, a builder');
    for (const refused of [
      await service.refusal(applicationOps.vote, { caller: ann, params: { id }, body: { vote: 'APPROVE' } }),
      await service.refusal(applicationOps.comment, {
        caller: ann,
        params: { id },
        body: { comment: 'While recused' },
      }),
    ]) {
      expect(refused).toMatchObject({ code: ErrorCode.Conflict, message: RECUSED });
    }
    // Recusing again changes nothing.
    expect((await recuse('Other words')).recusals).toHaveLength(1);
    // Everyone sees the recusal; the tally does not count the withdrawn vote.
    const asCat = await get(cat, id);
    expect(asCat.recusals.map((recusal) => recusal.reviewer.name)).toEqual(['Ann Recuser']);
    expect(asCat.voteTally).toEqual({ approve: 1, reject: 0, total: 1 });

    const undone = await service.call(applicationOps.withdrawRecusal, { caller: ann, params: { id } });
    // Blind again: the vote withdrawn by the recusal is not restored.
    expect(undone).toMatchObject({ recused: false, recusals: [], myVote: null, votes: [] });
    expect(undone.voteTally).toEqual({ approve: null, reject: null, total: 1 });
    expect((await vote(ann, id, 'APPROVE')).voteTally).toEqual({ approve: 2, reject: 0, total: 2 });

    // Recusal and its undo are events, once each; the history stays in the table.
    const types = (await service.applicationEvents(id)).map((event) => event.type);
    expect(types.filter((type) => type === 'application.recused')).toHaveLength(1);
    expect(types.filter((type) => type === 'application.recusal_withdrawn')).toHaveLength(1);
    expect((await service.applicationEvents(id)).find((event) => event.type === 'application.recused')?.data).toEqual({
      reason: 'A former colleague',
      voteWithdrawn: true,
    });
    const history = await service.sql<{ withdrawn: boolean }>(
      'select withdrawn_at is not null as withdrawn from recusals where application_id = $1',
      [id],
    );
    expect(history).toEqual([{ withdrawn: true }]);
    const unknown = { caller: ann, params: { id: 'AAAAAAAAAAAAAAAAAAAAAAAA' }, body: {} };
    expect((await service.refusal(applicationOps.recuse, unknown)).code).toBe(ErrorCode.NotFound);
  });

  it("a recused reviewer reads nothing of the others' reviews through any read of the application", async () => {
    const ann = reviewer(Role.Cto, 'Ann Probe');
    const cat = reviewer(Role.Ceo, 'Cat Critic');
    const { id, q } = await underReview();
    await vote(cat, id, 'REJECT', 'Secret-reason-of-cat');
    await comment(cat, id, 'Secret-comment-of-cat');
    await comment(ann, id, 'Ann before recusing');
    await service.call(applicationOps.recuse, { caller: ann, params: { id }, body: {} });

    const reads = {
      one: await service.raw(applicationOps.get, { caller: ann, params: { id } }),
      list: await service.raw(applicationOps.list, { caller: ann, query: { limit: 10, offset: 0, q } }),
      queue: await service.raw(applicationOps.list, {
        caller: ann,
        query: { limit: 10, offset: 0, q, status: 'UNDER_REVIEW' },
      }),
      comments: await service.raw(applicationOps.comments, {
        caller: ann,
        params: { id },
        query: { limit: 100, offset: 0 },
      }),
    };
    for (const [read, answer] of Object.entries(reads)) {
      const text = JSON.stringify(answer);
      for (const secret of ['Secret-reason-of-cat', 'Secret-comment-of-cat', cat.id]) {
        expect({ read, leaks: text.includes(secret) ? secret : null }).toEqual({ read, leaks: null });
      }
    }
    const one = await get(ann, id);
    expect(one).toMatchObject({ recused: true, votes: [], voteTally: { approve: null, reject: null, total: 1 } });
    expect(one.comments.map((shown) => shown.comment)).toEqual(['Ann before recusing']);
    expect(one.commentCount).toBe(2);
  });

  it('comments are blind until you vote: only your own, then every one; an ADMIN reads them all', async () => {
    const dee = reviewer(Role.Cto, 'Dee Early');
    const eli = reviewer(Role.Cto, 'Eli Late');
    const { id } = await underReview();
    await vote(dee, id, 'APPROVE');
    await comment(dee, id, 'thin on commercial exposure');
    await comment(eli, id, 'Eli asks a question');

    const blind = await get(eli, id);
    expect(blind.comments.map((shown) => shown.comment)).toEqual(['Eli asks a question']);
    expect(blind.commentCount).toBe(2);
    expect((await comments(eli, id)).map((shown) => shown.comment)).toEqual(['Eli asks a question']);

    const voted = await vote(eli, id, 'REJECT');
    expect(voted.comments.map((shown) => shown.comment)).toEqual([
      'thin on commercial exposure',
      'Eli asks a question',
    ]);
    expect((await comments(eli, id)).map((shown) => shown.author.name)).toEqual(['Dee Early', 'Eli Late']);
    expect((await comments(ADMIN, id)).map((shown) => shown.author.id)).toEqual([dee.id, eli.id]);
    const events = (await service.applicationEvents(id)).filter((event) => event.type === 'application.commented');
    expect(events.map((event) => event.data.length)).toEqual([27, 19]);
  });

  it('needsMyVote lists what still waits for the caller, across statuses, votes and recusals', async () => {
    const dan = reviewer(Role.Ceo, 'Dan Queue');
    const marker = `Queue ${randomUUID()}`;
    const submit = async (status?: 'UNDER_REVIEW' | 'VOTING' | 'WAITLISTED') => {
      const id = await service.submit({ currentCompany: marker });
      if (status) await service.setStatus(id, status);
      return id;
    };
    // Only those open for votes wait: not one just submitted, nor one decided.
    const [toVote, toRecuse, inVoting] = await Promise.all([
      submit('UNDER_REVIEW'),
      submit('UNDER_REVIEW'),
      submit('VOTING'),
      submit(),
      submit('WAITLISTED'),
    ]);
    const queue = async () => {
      const page = await service.call(applicationOps.list, {
        caller: dan,
        query: { limit: 10, offset: 0, q: marker, needsMyVote: true },
      });
      return { total: page.total, ids: page.items.map((item) => item.id).sort() };
    };
    expect(await queue()).toEqual({ total: 3, ids: [toVote, toRecuse, inVoting].sort() });

    await vote(dan, toVote, 'ABSTAIN');
    await service.call(applicationOps.recuse, { caller: dan, params: { id: toRecuse }, body: {} });
    expect(await queue()).toEqual({ total: 1, ids: [inVoting] });

    // Undoing the recusal puts it back in the queue; another reviewer's vote does not take it out.
    await service.call(applicationOps.withdrawRecusal, { caller: dan, params: { id: toRecuse } });
    await vote(reviewer(), inVoting, 'APPROVE');
    expect(await queue()).toEqual({ total: 2, ids: [toRecuse, inVoting].sort() });
  });
});
