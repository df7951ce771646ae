import { randomUUID } from 'node:crypto';
import {
  auditOps,
  decisionOps,
  documentOps,
  errorBodySchema,
  initiativeOps,
  meetingOps,
  metricOps,
  okrOps,
  userSchema,
  type AuditEntryView,
} from '@warroom/contracts';
import { bodyOf, type Session } from '@warroom/testing';
import { z } from 'zod';
import { adminSession, createUser, eventually, signIn } from './support.js';

/**
 * Issue 14: parallel deletes of one record answered 200 ten times and wrote ten `*.deleted`
 * entries. A delete or update now changes what it read under a lock: of 20 parallel deletes
 * one wins and 19 get 404 with no event; 20 parallel updates each see the one before.
 */
const RACERS = 20;

type Kind = {
  name: string;
  entity: string;
  /** Creates one record and answers its path. */
  create: (cto: Session) => Promise<{ id: string; path: string; read?: string }>;
  /** A change that differs for each racer. */
  change: (racer: number) => Record<string, unknown>;
  changedField: string;
};

const tag = () => randomUUID().slice(0, 8);

const KINDS: Kind[] = [
  {
    name: 'objective',
    entity: 'Objective',
    create: async (cto) => {
      const { id } = bodyOf(
        await cto.post('/api/okr/objectives', { title: `Race ${tag()}` }),
        okrOps.objectives.create.reply,
      );
      return { id, path: `/api/okr/objectives/${id}` };
    },
    change: (racer) => ({ title: `Objective ${racer}` }),
    changedField: 'title',
  },
  {
    name: 'key result',
    entity: 'KeyResult',
    create: async (cto) => {
      const objective = bodyOf(
        await cto.post('/api/okr/objectives', { title: `Race ${tag()}` }),
        okrOps.objectives.create.reply,
      );
      const { id } = bodyOf(
        await cto.post(`/api/okr/objectives/${objective.id}/key-results`, { title: 'K', target: 10 }),
        okrOps.createKeyResult.reply,
      );
      // A key result has no GET of its own: it is read in its objective.
      return { id, path: `/api/okr/key-results/${id}`, read: `/api/okr/objectives/${objective.id}` };
    },
    change: (racer) => ({ current: racer + 1 }),
    changedField: 'current',
  },
  {
    name: 'initiative',
    entity: 'Initiative',
    create: async (cto) => {
      const { id } = bodyOf(await cto.post('/api/initiatives', { title: `Race ${tag()}` }), initiativeOps.create.reply);
      return { id, path: `/api/initiatives/${id}` };
    },
    change: (racer) => ({ title: `Initiative ${racer}` }),
    changedField: 'title',
  },
  {
    name: 'decision',
    entity: 'Decision',
    create: async (cto) => {
      const { id } = bodyOf(await cto.post('/api/decisions', { title: `Race ${tag()}` }), decisionOps.create.reply);
      return { id, path: `/api/decisions/${id}` };
    },
    change: (racer) => ({ context: `Context ${racer}` }),
    changedField: 'context',
  },
  {
    name: 'metric',
    entity: 'Metric',
    create: async (cto) => {
      const { id } = bodyOf(
        await cto.post('/api/metrics', { key: `race.${tag()}`, label: 'Race' }),
        metricOps.create.reply,
      );
      return { id, path: `/api/metrics/${id}` };
    },
    change: (racer) => ({ label: `Metric ${racer}` }),
    changedField: 'label',
  },
  {
    name: 'meeting',
    entity: 'Meeting',
    create: async (cto) => {
      const body = { title: `Race ${tag()}`, when: '2026-12-01T10:00:00Z' };
      const { id } = bodyOf(await cto.post('/api/meetings', body), meetingOps.create.reply);
      return { id, path: `/api/meetings/${id}` };
    },
    change: (racer) => ({ agenda: `Agenda ${racer}` }),
    changedField: 'agenda',
  },
  {
    name: 'document',
    entity: 'Document',
    create: async (cto) => {
      const { id } = bodyOf(
        await cto.post('/api/documents', { title: `Race ${tag()}`, markdown: '' }),
        documentOps.create.reply,
      );
      return { id, path: `/api/documents/${id}` };
    },
    change: (racer) => ({ markdown: `Text ${racer}` }),
    changedField: 'markdown',
  },
];

describe('races: parallel deletes and updates of every record kind', () => {
  let admin: Session;
  let cto: Session;

  beforeAll(async () => {
    admin = await adminSession();
    cto = await signIn(await createUser(admin, 'CTO'));
  });

  /** The audit entries of one record, once `settled` says they are all in. */
  async function entriesOf(entity: string, settled: (entries: AuditEntryView[]) => boolean) {
    const read = async () =>
      bodyOf(
        await admin.get(`/api/admin/audit-logs?entity=${encodeURIComponent(entity)}&limit=500`),
        auditOps.list.http.reply,
      );
    await eventually(async () => (settled(await read()) ? true : undefined));
    // Entries arrive asynchronously: give a stray one the time to show before counting.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    return read();
  }

  it.each(KINDS)('20 parallel deletes of one $name: one 200, 19 404s, one audit entry', async (kind) => {
    const record = await kind.create(cto);
    const answers = await Promise.all(Array.from({ length: RACERS }, () => cto.delete(record.path)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(RACERS - 1).fill(404)]);
    for (const answer of answers.filter((a) => a.status === 404)) {
      expect(errorBodySchema.parse(answer.body)).toMatchObject({ statusCode: 404 });
    }
    const deletedAction = `${kind.entity.toLowerCase()}.deleted`;
    const entries = await entriesOf(`${kind.entity}:${record.id}`, (list) =>
      list.some((entry) => entry.action === deletedAction),
    );
    expect(entries.filter((entry) => entry.action === deletedAction)).toHaveLength(1);
  });

  it.each(KINDS)('20 parallel updates of one $name: each sees the one before, one entry each', async (kind) => {
    const record = await kind.create(cto);
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, racer) => cto.patch(record.path, kind.change(racer))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(RACERS).fill(200));
    const updatedAction = `${kind.entity.toLowerCase()}.updated`;
    const entries = await entriesOf(
      `${kind.entity}:${record.id}`,
      (list) => list.filter((entry) => entry.action === updatedAction).length >= RACERS,
    );
    const updates = entries.filter((entry) => entry.action === updatedAction).reverse();
    expect(updates).toHaveLength(RACERS);
    // Serialized: each change starts from the value the previous one left.
    const changes = updates.map(
      (entry) =>
        (JSON.parse(entry.meta ?? '{}') as { changes: Record<string, { from: unknown; to: unknown }> }).changes,
    );
    for (let index = 1; index < changes.length; index += 1) {
      expect(changes[index]?.[kind.changedField]?.from).toEqual(changes[index - 1]?.[kind.changedField]?.to);
    }
    const read = await cto.get(record.read ?? record.path);
    const final: Record<string, unknown> | undefined = record.read
      ? bodyOf(read, okrOps.objectives.get.reply).keyResults.find((keyResult) => keyResult.id === record.id)
      : bodyOf(read, z.record(z.string(), z.unknown()));
    expect(final?.[kind.changedField]).toEqual(changes.at(-1)?.[kind.changedField]?.to);
  });

  // The fuzz found it: parallel changes of users' roles deadlocked in PostgreSQL (500) when one
  // made a user an admin while others were locking the active admins.
  it('20 parallel role and active changes of users: all answered, in a line, one entry per change', async () => {
    const users = await Promise.all([createUser(admin, 'CTO'), createUser(admin, 'MEMBER')]);
    const changes = [{ role: 'ADMIN' }, { role: 'MEMBER' }, { active: false }, { role: 'ADMIN', active: true }];
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, racer) =>
        admin.patch(`/api/admin/users/${users[racer % 2]?.user.id}`, changes[racer % changes.length]),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(RACERS).fill(200));
    for (const { user } of users) {
      type Change = { before: { role: string; active: boolean }; after: { role: string; active: boolean } };
      const final = bodyOf(await admin.get('/api/admin/users?limit=100'), z.array(userSchema));
      const now = final.find((row) => row.id === user.id);
      const entries = await entriesOf(`User:${user.id}`, (list) =>
        list.some((entry) => {
          const { after } = JSON.parse(entry.meta ?? '{}') as Partial<Change>;
          return entry.action === 'user.updated' && after?.role === now?.role && after?.active === now?.active;
        }),
      );
      const updates = entries
        .filter((entry) => entry.action === 'user.updated')
        .reverse()
        .map((entry) => JSON.parse(entry.meta ?? '{}') as Change);
      // Each change starts from what the one before it left, and the last is what the user is now.
      expect(updates[0]?.before).toEqual({ role: user.role, active: true });
      for (let index = 1; index < updates.length; index += 1) {
        expect(updates[index]?.before).toEqual(updates[index - 1]?.after);
      }
      expect(updates.at(-1)?.after).toEqual({ role: now?.role, active: now?.active });
    }
  });
});
