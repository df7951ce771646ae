import { randomUUID } from 'node:crypto';
import { applicationOps, ErrorCode } from '@warroom/contracts';
import { applicationBody } from '@warroom/testing';
import { ALREADY_OPEN } from '../src/intake/intake.service.js';
import { ADMIN, applicationsForTests } from './applications-under-test.js';

/** Intake (SPEC.md section 5, PRODUCT.md section 5): what a submission stores, tells and refuses. */
describe('applications intake', () => {
  const service = applicationsForTests();

  const counter = async (dimension: string, key: string) =>
    Number(
      (
        await service.sql<{ count: string }>(
          'select count from application_counters where dimension = $1 and key = $2',
          [dimension, key],
        )
      )[0]?.count ?? 0,
    );

  it('stores the application under an unguessable id, answers its status with four fields, and tells no one its applicant', async () => {
    const body = applicationBody({ applicantEmail: `Mixed.Case-${randomUUID()}@Example.com` });
    const { id } = await service.call(applicationOps.submit, { body });
    expect(Buffer.from(id, 'base64url')).toHaveLength(18);

    const status = await service.call(applicationOps.status, { params: { id } });
    expect(status).toEqual({ id, status: 'SUBMITTED', submittedAt: expect.any(String), decisionReason: null });
    expect(new Date(status.submittedAt).toISOString()).toBe(status.submittedAt);

    const [row] = await service.sql<{ email_key: string; applicant_email: string; votes_required: number }>(
      'select email_key, applicant_email, votes_required from applications where id = $1',
      [id],
    );
    expect(row).toEqual({
      email_key: body.applicantEmail.toLowerCase(),
      applicant_email: body.applicantEmail,
      votes_required: 10,
    });
    // Whom to write to is asked of the service (the mail module), never carried by an event;
    // with what the applicant's profile starts from, and none of the application's texts.
    expect(await service.raw(applicationOps.contact, { params: { id } })).toEqual({
      id,
      name: body.applicantName,
      email: body.applicantEmail,
      profile: {
        currentRole: body.currentRole,
        currentCompany: body.currentCompany,
        expertise: body.expertise,
        industry: body.industry,
        stage: body.stage,
        linkedinUrl: null,
      },
    });
    const events = await service.applicationEvents(id);
    expect(events).toEqual([
      {
        type: 'application.submitted',
        actor: null,
        data: { industry: body.industry, stage: body.stage, expertise: body.expertise },
      },
    ]);
    expect(JSON.stringify(events)).not.toContain(body.applicantEmail);
    expect(JSON.stringify(events)).not.toContain(body.applicantName);
  });

  it('answers 404 for an application that does not exist', async () => {
    const unknown = { params: { id: 'AAAAAAAAAAAAAAAAAAAAAAAA' } };
    expect(await service.refusal(applicationOps.status, unknown)).toMatchObject({
      code: ErrorCode.NotFound,
      message: 'Application not found',
    });
    expect((await service.refusal(applicationOps.contact, unknown)).code).toBe(ErrorCode.NotFound);
  });

  it('keeps one open application per email, case-insensitively, until it is rejected; reopening it then is refused', async () => {
    const body = applicationBody();
    const { id: first } = await service.call(applicationOps.submit, { body });
    const again = await service.refusal(applicationOps.submit, {
      body: { ...body, applicantEmail: body.applicantEmail.toUpperCase() },
    });
    expect(again).toMatchObject({ code: ErrorCode.Conflict, message: ALREADY_OPEN });

    await service.setStatus(first, 'REJECTED', 'Not yet');
    const { id: second } = await service.call(applicationOps.submit, { body });
    expect(second).not.toBe(first);
    // Two open applications of one email never exist: reopening the rejected one is a conflict.
    expect(
      await service.refusal(applicationOps.changeStatus, {
        caller: ADMIN,
        params: { id: first },
        body: { status: 'SUBMITTED' },
      }),
    ).toMatchObject({
      code: ErrorCode.Conflict,
      message: ALREADY_OPEN,
    });
    const open = await service.sql<{ id: string }>(
      "select id from applications where email_key = $1 and status <> 'REJECTED'",
      [body.applicantEmail.toLowerCase()],
    );
    expect(open).toEqual([{ id: second }]);
    expect((await service.applicationEvents(first)).map((event) => event.type)).toEqual([
      'application.submitted',
      'application.status_changed',
    ]);
  });

  it('counts each submission in its day, industry, stage and each area of expertise once, in its transaction', async () => {
    const tag = randomUUID();
    const [industry, stage, area, other] = ['Industry', 'Stage', 'Area', 'Other'].map((name) => `${name} ${tag}`);
    const { id } = await service.call(applicationOps.submit, {
      body: applicationBody({ industry, stage, expertise: [area, area, other] as string[] }),
    });
    expect(
      await Promise.all([
        counter('industry', industry as string),
        counter('stage', stage as string),
        counter('expertise', area as string),
        counter('expertise', other as string),
      ]),
    ).toEqual([1, 1, 1, 1]);
    await service.call(applicationOps.submit, { body: applicationBody({ industry }) });
    expect(await counter('industry', industry as string)).toBe(2);

    // Its day's counter holds it: the 30-day windows of analytics add the day counters up.
    const [{ day } = { day: '' }] = await service.sql<{ day: string }>(
      "select to_char(submitted_at at time zone 'UTC', 'YYYY-MM-DD') as day from applications where id = $1",
      [id],
    );
    expect(await counter('day', day)).toBeGreaterThanOrEqual(1);

    await service.setStatus(id, 'VOTING');
    expect((await service.applicationEvents(id)).at(-1)).toMatchObject({
      type: 'application.status_changed',
      actor: { id: ADMIN.id, email: ADMIN.email },
      data: { from: 'SUBMITTED', to: 'VOTING', decisionReason: null },
    });
  });

  it('changes nothing, and records nothing, for a status and reason the application already has', async () => {
    const id = await service.submit();
    await service.setStatus(id, 'UNDER_REVIEW', 'Looks promising');
    const before = await service.applicationEvents(id);
    const same = await service.setStatus(id, 'UNDER_REVIEW', '  Looks promising ');
    expect(same).toMatchObject({ status: 'UNDER_REVIEW', decisionReason: 'Looks promising' });
    expect(await service.applicationEvents(id)).toEqual(before);
  });

  it('answers the profiles of the emails asked about that have an accepted application, whatever their case, and no others', async () => {
    const email = (name: string) => `${name}-${randomUUID()}@Example.com`;
    const accepted = applicationBody({
      applicantEmail: email('accepted'),
      currentRole: 'VP Engineering',
      currentCompany: 'Ledgerly',
      linkedinUrl: 'https://www.linkedin.com/in/grace',
      expertise: ['Security'],
      industry: 'FinTech',
      stage: 'SOVEREIGN',
    });
    await service.setStatus(await service.submit(accepted), 'ACCEPTED', 'Yes');
    // Rejected first, then accepted on a second application: the accepted one answers.
    const again = email('again');
    await service.setStatus(await service.submit({ applicantEmail: again, currentRole: 'CTO' }), 'REJECTED', 'No');
    await service.setStatus(await service.submit({ applicantEmail: again, currentRole: 'CEO' }), 'ACCEPTED', 'Yes');
    const waiting = email('waiting');
    await service.submit({ applicantEmail: waiting });
    const rejected = email('rejected');
    await service.setStatus(await service.submit({ applicantEmail: rejected }), 'REJECTED', 'No');

    const asked = [accepted.applicantEmail.toUpperCase(), again, waiting, rejected, email('unknown')];
    const { profiles } = await service.call(applicationOps.acceptedProfiles, { body: { emails: asked } });
    expect([...profiles].sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      {
        email: accepted.applicantEmail.toLowerCase(),
        profile: {
          currentRole: 'VP Engineering',
          currentCompany: 'Ledgerly',
          expertise: ['Security'],
          industry: 'FinTech',
          stage: 'SOVEREIGN',
          linkedinUrl: 'https://www.linkedin.com/in/grace',
        },
      },
      { email: again.toLowerCase(), profile: expect.objectContaining({ currentRole: 'CEO' }) },
    ]);
    // A bounded question: at most 100 emails, at least one.
    for (const emails of [[], Array.from({ length: 101 }, () => email('many'))]) {
      const refusal = await service.refusal(applicationOps.acceptedProfiles, { body: { emails } });
      expect({ asked: emails.length, code: refusal.code }).toEqual({ asked: emails.length, code: ErrorCode.BadInput });
    }
  });
});
