import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { analyticsFigures, applicationOps } from '@warroom/contracts';
import { applicationBody, poll } from '@warroom/testing';
import { ADMIN, applicationsForTests } from './applications-under-test.js';

/**
 * The analytics (SPEC.md sections 4 and 9) come from running counters kept in each submission's
 * and status change's transaction. Other tests write applications meanwhile, so what is checked
 * here holds whatever they do: the counters against a recount in one snapshot, the figures
 * against the counters, and exact counts where this test owns the keys.
 */
describe('applications analytics', () => {
  const service = applicationsForTests();

  const analytics = () => service.call(applicationOps.analytics, { caller: ADMIN });

  it('keeps every counter equal to a recount of the applications, in one snapshot', async () => {
    const id = await service.submit({ expertise: ['Architecture', 'Architecture', 'Security'] });
    await service.setStatus(id, 'WAITLISTED');
    // Counters and rows read at one instant of the database: one statement, one snapshot.
    const [mismatches] = await service.sql<{ n: string; rows: unknown }>(`
      with recount as (
        select 'status' as dimension, status as key, count(*) as count from applications group by 2
        union all select 'industry', industry, count(*) from applications where industry is not null group by 2
        union all select 'stage', stage, count(*) from applications where stage is not null group by 2
        union all select 'day', to_char(submitted_at at time zone 'UTC', 'YYYY-MM-DD'), count(*) from applications group by 2
        union all select 'expertise', area, count(distinct id)
          from applications, jsonb_array_elements_text(expertise) as area group by 2)
      select count(*) as n, json_agg(json_build_object('dimension', dimension, 'key', key)) as rows
        from recount r full join (select * from application_counters where count <> 0) c using (dimension, key)
       where r.count is distinct from c.count`);
    expect({ mismatched: Number(mismatches?.n), rows: mismatches?.rows }).toEqual({ mismatched: 0, rows: null });
  });

  it('answers the figures of its counters, and the stages of the applications exactly', async () => {
    const stage = `Stage ${randomUUID()}`;
    const rare = `Rare ${randomUUID()}`;
    const ids = await Promise.all([1, 2, 3].map(() => service.submit({ stage })));
    await service.submit({ stage: rare });
    await service.setStatus(ids[0] as string, 'ACCEPTED');
    expect((await analytics()).stages).toEqual(
      expect.arrayContaining([
        { name: stage, count: 3 },
        { name: rare, count: 1 },
      ]),
    );
    // Other tests submit meanwhile: the answer and the counters agree once nothing came between them.
    const { value, done } = await poll(
      async () => {
        const figures = await analytics();
        const counters = await service.sql<{ dimension: string; key: string; count: string }>(
          "select dimension, key, count from application_counters where count > 0 and dimension <> 'day'",
        );
        const { lastMonth, previousMonth } = figures;
        const counted = counters.map((counter) => ({ ...counter, count: Number(counter.count) }));
        return { figures, expected: analyticsFigures({ counters: counted, lastMonth, previousMonth }) };
      },
      ({ figures, expected }) => isDeepStrictEqual(figures, expected),
      { timeoutMs: 10_000, intervalMs: 200 },
    );
    expect({ done, figures: value.figures }).toEqual({ done: true, figures: value.expected });
  });

  it('counts the last 30 days and the 30 before them as the applications themselves do', async () => {
    await service.call(applicationOps.submit, { body: applicationBody() });
    // Other tests submit meanwhile: the two readings agree once nothing came between them.
    const { value, done } = await poll(
      async () => {
        const figures = await analytics();
        const [recount] = await service.sql<{ last: string; previous: string }>(`
          select count(*) filter (where submitted_at > now() - interval '30 days') as last,
                 count(*) filter (where submitted_at > now() - interval '60 days'
                                    and submitted_at <= now() - interval '30 days') as previous
            from applications`);
        return {
          figures: [figures.lastMonth, figures.previousMonth],
          recount: [recount?.last, recount?.previous].map(Number),
        };
      },
      ({ figures, recount }) => figures.join() === recount.join(),
      { timeoutMs: 10_000, intervalMs: 200 },
    );
    expect({ done, ...value }).toEqual({ done: true, figures: value.recount, recount: value.recount });
    expect(value.figures[0]).toBeGreaterThan(0);
  });

  it('totals the review list without a search from the status counters, as a recount would', async () => {
    const { value, done } = await poll(
      async () => {
        const [listed, voting] = await Promise.all([
          service.call(applicationOps.list, { caller: ADMIN, query: { limit: 1, offset: 0 } }),
          service.call(applicationOps.list, { caller: ADMIN, query: { limit: 1, offset: 0, status: 'VOTING' } }),
        ]);
        const [recount] = await service.sql<{ all: string; voting: string }>(
          "select count(*) as all, count(*) filter (where status = 'VOTING') as voting from applications",
        );
        return { totals: [listed.total, voting.total], recount: [recount?.all, recount?.voting].map(Number) };
      },
      ({ totals, recount }) => totals.join() === recount.join(),
      { timeoutMs: 10_000, intervalMs: 200 },
    );
    expect({ done, totals: value.totals }).toEqual({ done: true, totals: value.recount });
  });
});
