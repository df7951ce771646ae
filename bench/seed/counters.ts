/** application_counters against a full recount of the applications. */
import { z } from 'zod';
import { query } from '../lib/db.ts';

export const counterDifferenceSchema = z.object({
  dimension: z.string(),
  key: z.string(),
  recount: z.number(),
  counter: z.number(),
});
export type CounterDifference = z.infer<typeof counterDifferenceSchema>;

/** Compares application_counters with a full recount; returns the differences (empty when right). */
export async function verifyCounters(applicationsUrl: string): Promise<CounterDifference[]> {
  return query(
    applicationsUrl,
    `
      with recount as (
        select 'status' as dimension, status as key, count(*) as n from applications group by status
        union all select 'industry', industry, count(*) from applications where industry is not null group by industry
        union all select 'stage', stage, count(*) from applications where stage is not null group by stage
        union all select 'expertise', e.area, count(*) from applications, lateral (select distinct jsonb_array_elements_text(expertise) as area) e group by e.area
        union all select 'day', to_char(submitted_at at time zone 'UTC', 'YYYY-MM-DD'), count(*) from applications group by 2
      )
      select coalesce(r.dimension, c.dimension) as dimension, coalesce(r.key, c.key) as key,
             coalesce(r.n, 0)::int as recount, coalesce(c.count, 0)::int as counter
        from recount r full join application_counters c on c.dimension = r.dimension and c.key = r.key
       where coalesce(r.n, 0) <> coalesce(c.count, 0)`,
    counterDifferenceSchema,
  );
}
