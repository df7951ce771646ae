import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { Role } from '@warroom/contracts';
import { kyselyOf, ormOptions } from '@warroom/persistence';
import { connectedForTests, indexServedPlan, serviceDatabaseUrl } from '@warroom/testing';
import { entities, migrationsPath, type ApplicationsDb } from '../src/orm.js';
import { reviewPageIds } from '../src/review/review-list.service.js';

/**
 * A page of the review list is an index range newest first, whatever the number of
 * applications: the statement that reads a page's ids is planned here with sorts and
 * sequential scans turned off.
 */
describe('the review list page statement', () => {
  const caller = {
    id: randomUUID(),
    sessionId: randomUUID(),
    email: 'cto@test.warroom.dev',
    name: 'CTO',
    role: Role.Cto,
  };
  const orm = connectedForTests(() =>
    MikroORM.init(ormOptions({ clientUrl: serviceDatabaseUrl('applications'), entities, migrationsPath })),
  );

  it.each([
    ['the first page', {}],
    ['a page after a cursor', { after: `2026-11-27T12:00:00.000Z_${randomUUID()}` }],
  ])('reads %s from an index in its order, with no sort', async (_name, position) => {
    const db = kyselyOf<ApplicationsDb>(orm.em.fork());
    const { sql, parameters } = reviewPageIds(db, { limit: 50, offset: 0, ...position }, caller).compile();
    const plan = await indexServedPlan(serviceDatabaseUrl('applications'), sql, parameters);
    expect({ ...plan, sql }).toEqual({ indexServed: true, nodes: plan.nodes, sql });
  });
});
