import { randomUUID } from 'node:crypto';
import { auditOps, metricOps, okrOps } from '@warroom/contracts';
import { bodyOf } from '@warroom/testing';
import { adminSession, createUser, signIn, eventually } from './support.js';

/** PRODUCT.md section 6: every create, update and delete in the portal becomes exactly one audit entry. */
describe('portal: events in the audit log', () => {
  it('records who created, changed and deleted what, one entry each, without huge text', async () => {
    const admin = await adminSession();
    const writer = await createUser(admin, 'CTO');
    const cto = await signIn(writer);

    const objective = bodyOf(
      await cto.post('/api/okr/objectives', {
        title: `Audited ${randomUUID()}`,
        description: 'd'.repeat(200_000),
        keyResults: [{ title: 'K', current: 1, target: 2, unit: '' }],
      }),
      okrOps.objectives.create.reply,
    );
    const keyResultId = objective.keyResults[0]?.id as string;
    await cto.patch(`/api/okr/key-results/${keyResultId}`, { current: 2 });
    await cto.patch(`/api/okr/objectives/${objective.id}`, { title: 'Audited, renamed' });
    await cto.delete(`/api/okr/objectives/${objective.id}`);

    const metric = bodyOf(
      await cto.post('/api/metrics', { key: `audited.${randomUUID().slice(0, 8)}`, label: 'M' }),
      metricOps.create.reply,
    );
    await cto.post(`/api/metrics/${metric.id}/points`, { ts: '2026-01-01T00:00:00Z', value: 4 });

    const entriesOf = (entity: string, count: number) =>
      eventually(async () => {
        const page = bodyOf(
          await admin.get(`/api/admin/audit-logs?entity=${encodeURIComponent(entity)}`),
          auditOps.list.http.reply,
        );
        return page.length >= count ? page : undefined;
      });

    const objectiveEntries = await entriesOf(`Objective:${objective.id}`, 3);
    expect(objectiveEntries.map((e) => e.action)).toEqual([
      'objective.deleted',
      'objective.updated',
      'objective.created',
    ]);
    for (const entry of objectiveEntries) expect(entry.actor).toMatchObject({ email: writer.email });
    const createdMeta = objectiveEntries[2]?.meta ?? '';
    expect(createdMeta.length).toBeLessThan(2048);
    expect(JSON.parse(createdMeta)).toMatchObject({ keyResults: 1, description: { length: 200_000 } });
    expect(JSON.parse(objectiveEntries[1]?.meta ?? '{}')).toMatchObject({
      changes: { title: { from: objective.title, to: 'Audited, renamed' } },
    });

    const keyResultEntries = await entriesOf(`KeyResult:${keyResultId}`, 2);
    expect(keyResultEntries.map((e) => e.action)).toEqual(['keyresult.updated', 'keyresult.created']);
    expect(JSON.parse(keyResultEntries[0]?.meta ?? '{}')).toMatchObject({ changes: { current: { from: 1, to: 2 } } });

    const metricEntries = await entriesOf(`Metric:${metric.id}`, 2);
    expect(metricEntries.map((e) => e.action)).toEqual(['metric.point_added', 'metric.created']);
  });
});
