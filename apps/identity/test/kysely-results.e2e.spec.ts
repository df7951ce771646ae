import { MikroORM } from '@mikro-orm/postgresql';
import { WRITE_ENTITIES } from '@warroom/messaging';
import { kyselyOf, ormOptions } from '@warroom/persistence';
import { connectedForTests, serviceDatabaseUrl } from '@warroom/testing';
import { sql } from 'kysely';
import { entities, migrationsPath, type IdentityDb } from '../src/orm.js';
import { identityForTests, uniqueEmail } from './identity-under-test.js';

/**
 * The rows `kyselyOf` reads, through MikroORM's plugin as patches/@mikro-orm+sql+7.2.1.patch
 * changes it (each row costs its own columns, the maps built once per query shape and columns):
 * columns named by property, relations by their property, values converted, whatever columns
 * queries of one shape select and in whatever order they come.
 */
describe('the rows kyselyOf reads', () => {
  const identity = identityForTests();
  const orm = connectedForTests(() =>
    MikroORM.init(
      ormOptions({
        clientUrl: serviceDatabaseUrl('identity'),
        entities: [...entities, ...WRITE_ENTITIES],
        migrationsPath,
      }),
    ),
  );
  const db = () => kyselyOf<IdentityDb>(orm.em.fork());

  /** A user with a session, and the session's id. */
  async function signedInUser(): Promise<{ userId: string; email: string; sessionId: string }> {
    const { user, password } = await identity.account(undefined, uniqueEmail('kysely'));
    await identity.sql(`update users set expertise = '["Data"]', share_email = true where id = $1`, [user.id]);
    return { userId: user.id, email: user.email, sessionId: await identity.login(user.email, password) };
  }

  /** Sessions joined to their users, as every query below reads them (one query shape). */
  const sessionsOf = (userId: string) =>
    db().selectFrom('Session as s').innerJoin('User as u', 'u.id', 's.user').where('u.id', '=', userId);

  it('names columns and relations by property and converts their values, for any columns of one shape', async () => {
    const { userId, email, sessionId } = await signedInUser();

    const first = await sessionsOf(userId)
      .select(['s.id', 's.user', 's.expiresAt', 's.revokedAt', 'u.shareEmail', 'u.expertise'])
      .execute();
    expect(first).toEqual([
      {
        id: sessionId,
        user: userId,
        expiresAt: expect.any(Date),
        revokedAt: null,
        shareEmail: true,
        expertise: ['Data'],
      },
    ]);
    expect(first[0]?.expiresAt.getTime()).toBeGreaterThan(Date.now());

    // The same shape with other columns in another order, then the first columns again.
    const second = await sessionsOf(userId).select(['u.email', 'u.profilePrompt', 's.createdAt', 'u.active']).execute();
    expect(second).toEqual([{ email, profilePrompt: false, createdAt: expect.any(Date), active: true }]);
    const again = await sessionsOf(userId).select(['u.expertise', 's.user', 'u.shareEmail']).execute();
    expect(again).toEqual([{ expertise: ['Data'], user: userId, shareEmail: true }]);
  });

  it('leaves columns aliased to no property as PostgreSQL sent them, on every row', async () => {
    const users = await Promise.all([signedInUser(), signedInUser()]);
    const rows = await db()
      .selectFrom('User as u')
      .select(['u.id as userId', 'u.email as address', sql<string>`to_char(u.created_at, 'YYYY')`.as('year')])
      .where(
        'u.id',
        'in',
        users.map((user) => user.userId),
      )
      .orderBy('u.email')
      .execute();
    expect(rows).toEqual(
      users
        .map(({ userId, email }) => ({ userId, address: email, year: String(new Date().getUTCFullYear()) }))
        .sort((a, b) => (a.address < b.address ? -1 : 1)),
    );
  });
});
