import { randomBytes } from 'node:crypto';
import { auditOps, gatewayOps, memberOps, memberSchema, type Member } from '@warroom/contracts';
import { api, applicationBody, bodyOf, linkToken, MailInbox, session, type Session } from '@warroom/testing';
import { submitApplication } from './applications-support.js';
import { adminSession, createUser, eventually, fromAddress, signIn, uniqueEmail, type TestUser } from './support.js';

/*
 * The directory over HTTP (PRODUCT.md section 16): the profile changed by its owner and audited
 * by field names, the search and filters, and who sees a hidden profile or an email.
 */

/** A word no other test writes: letters only, so that the search reads it as one word. */
const word = () => `zq${[...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;

/** A page of the directory: the gateway answers its items as a JSON array. */
const listOf = (answer: Awaited<ReturnType<Session['get']>>) => bodyOf(answer, memberSchema.array());
const memberOf = (answer: Awaited<ReturnType<Session['get']>>) => bodyOf(answer, memberOps.get.reply);

describe('members and the directory', () => {
  const tag = word();
  let admin: Session;
  const people: Record<'ada' | 'ben' | 'cora', { account: TestUser; client: Session }> = {} as never;
  let cto: Session;

  /** The members a search for `tag` plus `query` finds, as `who` sees them, by name. */
  async function found(who: Session, query = ''): Promise<string[]> {
    const answer = await who.get(`/api/members?q=${encodeURIComponent(`${tag} ${query}`.trim())}`);
    expect(answer.status).toBe(200);
    return listOf(answer).map((member) => member.name ?? '');
  }

  /** The names of the members tagged `tag` that the filters find, as `who` sees them. */
  async function filtered(who: Session, filters: string): Promise<string[]> {
    const answer = await who.get(`/api/members?q=${tag}&${filters}`);
    expect(answer.status).toBe(200);
    expect(Number(answer.headers.get('x-total-count'))).toBe(listOf(answer).length);
    return listOf(answer).map((member) => member.name ?? '');
  }

  beforeAll(async () => {
    admin = await adminSession();
    for (const name of ['ada', 'ben', 'cora'] as const) {
      const account = await createUser(admin, 'MEMBER', `${name[0]!.toUpperCase()}${name.slice(1)} ${tag}`);
      people[name] = { account, client: await signIn(account) };
    }
    cto = await signIn(await createUser(admin, 'CTO'));
    const profiles = {
      ada: {
        headline: 'Scaled a data platform at a payments company',
        company: 'Fintech Corp',
        location: 'Zürich',
        bio: 'Led the migrations of three monoliths.',
        expertise: ['Data Engineering', 'Security'],
        industry: 'FinTech',
        stage: 'FOUNDER',
        openTo: ['ADVISING', 'HIRING'],
      },
      ben: {
        headline: 'Security engineering leader',
        expertise: ['Security'],
        industry: 'B2C',
        stage: 'CAREERIST',
        openTo: ['SPEAKING'],
      },
      cora: { headline: 'Platform builder', expertise: ['Architecture'] },
    };
    for (const [name, profile] of Object.entries(profiles)) {
      const answer = await people[name as keyof typeof people].client.patch('/api/profile', profile);
      expect({ name, status: answer.status, body: answer.status === 200 ? 'ok' : answer.text }).toEqual({
        name,
        status: 200,
        body: 'ok',
      });
    }
  });

  it('stores the owner’s changes, answers the profile with its stage’s day, and audits the field names only', async () => {
    const { account, client } = people.ada;
    const mine = memberOf(await client.get(`/api/members/${account.user.id}`));
    expect(mine).toMatchObject({
      id: account.user.id,
      name: `Ada ${tag}`,
      headline: 'Scaled a data platform at a payments company',
      expertise: ['Data Engineering', 'Security'],
      stage: 'FOUNDER',
      stageSince: new Date().toISOString().slice(0, 10),
      openTo: ['ADVISING', 'HIRING'],
      visibility: 'MEMBERS',
      shareEmail: false,
      email: account.email,
      role: 'MEMBER',
      active: true,
    });
    // The same values again change nothing: no second entry.
    expect((await client.patch('/api/profile', { headline: mine.headline })).status).toBe(200);
    const entity = encodeURIComponent(`User:${account.user.id}`);
    const entries = await eventually(async () => {
      const page = bodyOf(await admin.get(`/api/admin/audit-logs?entity=${entity}`), auditOps.list.http.reply);
      return page.some((entry) => entry.action === 'user.profile_updated') ? page : undefined;
    });
    const updates = entries.filter((entry) => entry.action === 'user.profile_updated');
    expect(updates).toHaveLength(1);
    expect(JSON.parse(updates[0]!.meta ?? '{}')).toEqual({
      fields: ['headline', 'company', 'bio', 'expertise', 'industry', 'stage', 'location', 'openTo'],
    });
    expect(updates[0]!.meta).not.toContain('payments');
  });

  it('finds words in any order, stemmed, without accents, the last one as a prefix; a phrase; an exclusion', async () => {
    expect(await found(people.ben.client)).toEqual([`Ada ${tag}`, `Ben ${tag}`, `Cora ${tag}`]);
    expect(await found(people.ben.client, 'platforms')).toEqual([`Ada ${tag}`, `Cora ${tag}`]);
    expect(await found(people.ben.client, 'zurich')).toEqual([`Ada ${tag}`]);
    expect(await found(people.ben.client, 'migr')).toEqual([`Ada ${tag}`]);
    expect(await found(people.ben.client, 'securi')).toEqual([`Ben ${tag}`]);
    expect(await found(people.ben.client, '"data platform"')).toEqual([`Ada ${tag}`]);
    expect(await found(people.ben.client, '"platform data"')).toEqual([]);
    expect(await found(people.ben.client, 'platform -fintech')).toEqual([`Cora ${tag}`]);
    expect(await found(people.ben.client, `ada or ${tag} ben`)).toEqual([`Ada ${tag}`, `Ben ${tag}`]);
    expect(await found(people.ben.client, '"data or platform"')).toEqual([]);
  });

  it('filters by expertise (any of), industry, stage and what they are open to (all of), combined', async () => {
    const ben = people.ben.client;
    expect(await filtered(ben, 'expertise=Data%20Engineering')).toEqual([`Ada ${tag}`]);
    expect(await filtered(ben, 'expertise=Data%20Engineering&expertise=Architecture')).toEqual([
      `Ada ${tag}`,
      `Cora ${tag}`,
    ]);
    expect(await filtered(ben, 'industry=FinTech')).toEqual([`Ada ${tag}`]);
    expect(await filtered(ben, 'stage=CAREERIST')).toEqual([`Ben ${tag}`]);
    expect(await filtered(ben, 'openTo=ADVISING&openTo=HIRING')).toEqual([`Ada ${tag}`]);
    expect(await filtered(ben, 'openTo=ADVISING&openTo=SPEAKING')).toEqual([]);
    expect(await filtered(ben, 'expertise=Security&industry=B2C')).toEqual([`Ben ${tag}`]);
    expect(await filtered(ben, 'expertise=Security&stage=FOUNDER&openTo=HIRING')).toEqual([`Ada ${tag}`]);
    for (const bad of ['expertise=Cooking', 'stage=EMPEROR', 'openTo=NAPPING', 'industry=Mining', 'limit=0']) {
      expect({ bad, status: (await ben.get(`/api/members?${bad}`)).status }).toEqual({ bad, status: 400 });
    }
  });

  it('a hidden profile is 404 to others, shown to its owner and an ADMIN; an email only when shared', async () => {
    const { account: ben, client: benClient } = people.ben;
    expect((await benClient.patch('/api/profile', { visibility: 'HIDDEN' })).status).toBe(200);
    try {
      for (const [who, client] of [
        ['MEMBER', people.ada.client],
        ['CTO', cto],
      ] as const) {
        expect({ who, status: (await client.get(`/api/members/${ben.user.id}`)).status }).toEqual({
          who,
          status: 404,
        });
        expect({ who, found: await found(client) }).toEqual({ who, found: [`Ada ${tag}`, `Cora ${tag}`] });
      }
      expect(memberOf(await admin.get(`/api/members/${ben.user.id}`))).toMatchObject({
        visibility: 'HIDDEN',
        email: ben.email,
      });
      expect(memberOf(await benClient.get(`/api/members/${ben.user.id}`)).email).toBe(ben.email);
      expect(await found(admin)).toEqual([`Ada ${tag}`, `Ben ${tag}`, `Cora ${tag}`]);
    } finally {
      await benClient.patch('/api/profile', { visibility: 'MEMBERS' });
    }

    const ada = people.ada.account;
    const seen = async (client: Session): Promise<Member> => memberOf(await client.get(`/api/members/${ada.user.id}`));
    expect((await seen(cto)).email).toBeUndefined();
    expect((await seen(people.cora.client)).email).toBeUndefined();
    expect((await seen(admin)).email).toBe(ada.email);
    expect((await people.ada.client.patch('/api/profile', { shareEmail: true })).status).toBe(200);
    expect((await seen(cto)).email).toBe(ada.email);
  });

  it('a deactivated member leaves the directory; an ADMIN still sees them, marked', async () => {
    const { account } = people.cora;
    expect((await admin.patch(`/api/admin/users/${account.user.id}`, { active: false })).status).toBe(200);
    expect(await found(people.ada.client)).toEqual([`Ada ${tag}`, `Ben ${tag}`]);
    expect((await people.ada.client.get(`/api/members/${account.user.id}`)).status).toBe(404);
    const marked = listOf(await admin.get(`/api/members?q=${tag}`)).find((member) => member.id === account.user.id);
    expect(marked?.active).toBe(false);
  });

  it('refuses a LinkedIn URL that is not http or https, in a profile and in an application', async () => {
    const { client } = people.ada;
    for (const linkedinUrl of ['javascript:alert(1)', 'data:text/html,hi', 'ftp://example.com/me']) {
      const refused = await client.patch('/api/profile', { linkedinUrl });
      expect({ linkedinUrl, status: refused.status, errors: refused.text }).toEqual({
        linkedinUrl,
        status: 400,
        errors: expect.stringContaining('"path":"linkedinUrl"'),
      });
      const application = await api('/api/applications/submit', {
        method: 'POST',
        json: applicationBody({ linkedinUrl }),
        headers: fromAddress(),
      });
      expect({ linkedinUrl, application: application.status }).toEqual({ linkedinUrl, application: 400 });
    }
    const saved = memberOf(await client.patch('/api/profile', { linkedinUrl: 'https://www.linkedin.com/in/ada' }));
    expect(saved.linkedinUrl).toBe('https://www.linkedin.com/in/ada');
    expect(memberOf(await client.patch('/api/profile', { linkedinUrl: '' })).linkedinUrl).toBeNull();
  });

  it('an accepted applicant joins with the profile their application gave, and nothing else of it', async () => {
    const body = applicationBody({
      currentRole: 'VP Engineering',
      currentCompany: 'Ledgerly',
      linkedinUrl: 'https://www.linkedin.com/in/grace',
      expertise: ['Data Engineering', 'Security'],
      industry: 'FinTech',
      stage: 'SOVEREIGN',
      whyJoin: `To learn the board's side of the table ${tag} `.repeat(3),
    });
    const id = await submitApplication(body);
    expect(
      (await admin.patch(`/api/applications/${id}/status`, { status: 'ACCEPTED', decisionReason: 'Yes' })).status,
    ).toBe(200);
    const [welcome] = await new MailInbox().waitFor(body.applicantEmail, 'Welcome to the War Room');
    if (!welcome) throw new Error('no welcome email');
    const member = session();
    const joined = await member.post(`/api/invitations/${linkToken(welcome, '/join')}/accept`, {
      password: 'member-password-1',
    });
    expect(joined.status).toBe(201);
    const userId = bodyOf(joined, memberSchema.pick({ id: true })).id;
    const profile = memberOf(await member.get(`/api/members/${userId}`));
    expect(profile).toMatchObject({
      name: body.applicantName,
      headline: 'VP Engineering at Ledgerly',
      company: 'Ledgerly',
      expertise: ['Data Engineering', 'Security'],
      industry: 'FinTech',
      stage: 'SOVEREIGN',
      stageSince: new Date().toISOString().slice(0, 10),
      linkedinUrl: 'https://www.linkedin.com/in/grace',
      bio: null,
      visibility: 'MEMBERS',
    });
    // The application's own texts stay with the application: no search finds the member by them.
    expect(listOf(await admin.get(`/api/members?q=${tag}%20board`))).toEqual([]);
  });

  it("offers 'Complete your profile' to whoever joined through an invitation, in their session only, until they PATCH their profile", async () => {
    const name = word();
    const email = uniqueEmail('joined');
    expect((await admin.post('/api/admin/invitations', { email, role: 'MEMBER', name: `Dana ${name}` })).status).toBe(
      201,
    );
    const [invited] = await new MailInbox().waitFor(email, 'You are invited to the War Room');
    if (!invited) throw new Error('no invitation email');
    const member = session();
    const joined = await member.post(`/api/invitations/${linkToken(invited, '/join')}/accept`, {
      password: 'member-password-1',
    });
    expect(joined.status).toBe(201);
    const id = bodyOf(joined, memberSchema.pick({ id: true })).id;
    const prompted = async (who: Session) => bodyOf(await who.get('/api/auth/me'), gatewayOps.me.reply).completeProfile;

    expect(await prompted(member)).toBe(true);
    // Who made their account otherwise is not asked; no profile answer carries the prompt.
    expect(await prompted(people.ben.client)).toBe(false);
    expect(await prompted(admin)).toBe(false);
    for (const client of [member, admin, people.ada.client]) {
      // Unparsed: whether the field is there at all.
      const one = (await client.get(`/api/members/${id}`)).body as object;
      const list = (await client.get(`/api/members?q=${name}`)).body as object[];
      expect(list.map((item) => (item as Member).id)).toEqual([id]);
      expect([one, ...list].filter((answer) => 'completeProfile' in answer)).toEqual([]);
    }

    // 'Later' is an empty PATCH: the prompt is answered at once (the gateway's session is told),
    // the profile unchanged, nothing audited.
    const later = await member.patch('/api/profile', {});
    expect(later.status).toBe(200);
    expect(await prompted(member)).toBe(false);
    expect((await member.patch('/api/profile', { headline: 'Joined to learn' })).status).toBe(200);
    expect(await prompted(member)).toBe(false);
    const entity = encodeURIComponent(`User:${id}`);
    const updates = await eventually(async () => {
      const page = bodyOf(await admin.get(`/api/admin/audit-logs?entity=${entity}`), auditOps.list.http.reply);
      const found = page.filter((entry) => entry.action === 'user.profile_updated');
      return found.length > 0 ? found : undefined;
    });
    expect(updates.map((entry) => JSON.parse(entry.meta ?? '{}') as unknown)).toEqual([{ fields: ['headline'] }]);
  });

  it('refuses what is not the owner’s to set, or too long', async () => {
    const { client } = people.ada;
    for (const body of [
      { role: 'ADMIN' },
      { email: 'other@example.com' },
      { headline: 'x'.repeat(121) },
      { bio: 'x'.repeat(2_001) },
      { expertise: Array.from({ length: 11 }, () => 'Security') },
      { visibility: 'EVERYONE' },
      { shareEmail: 'yes' },
    ]) {
      expect({ body, status: (await client.patch('/api/profile', body)).status }).toEqual({ body, status: 400 });
    }
  });
});
