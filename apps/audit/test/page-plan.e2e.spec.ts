import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { kyselyOf, ormOptions } from '@warroom/persistence';
import { connectedForTests, indexServedPlan, serviceDatabaseUrl } from '@warroom/testing';
import { auditPage } from '../src/audit-log/audit-query.service.js';
import { entities, migrationsPath, type AuditDb } from '../src/orm.js';

/**
 * A page of the audit log is an index range newest first, whatever the log's size: the
 * statement the service runs is planned here with sorts and sequential scans turned off.
 */
describe('the audit log page statement', () => {
  const orm = connectedForTests(() =>
    MikroORM.init(ormOptions({ clientUrl: serviceDatabaseUrl('audit'), entities, migrationsPath })),
  );

  it.each([
    ['the first page', {}],
    ['a page after a cursor', { before: `2026-11-27T12:00:00.000Z_${randomUUID()}` }],
    ['a page of one entity', { entity: `Application:${randomUUID()}` }],
    ['a page of one kind', { entity: 'Objective' }],
  ])('reads %s from an index in its order, with no sort', async (_name, filter) => {
    const { sql, parameters } = auditPage(kyselyOf<AuditDb>(orm.em.fork()), { limit: 50, ...filter }).compile();
    const plan = await indexServedPlan(serviceDatabaseUrl('audit'), sql, parameters);
    expect({ ...plan, sql }).toEqual({ indexServed: true, nodes: plan.nodes, sql });
  });
});
