/** The objectives read of the bare baseline: objectives, then the key results of all of them. */
import type { KeyResult, Objective } from '@warroom/contracts';
import type { Pool } from 'pg';
import { iso } from './http.ts';

/** The columns the baseline reads, as `pg` gives them (the service reads the same through its entities). */
type ObjectiveRow = { id: string; title: string; description: string | null; created_at: Date; updated_at: Date };
type KeyResultRow = {
  id: string;
  objective_id: string;
  title: string;
  current: number;
  target: number;
  unit: string;
  created_at: Date;
  updated_at: Date;
};

export async function objectives(portal: Pool): Promise<Objective[]> {
  const { rows: objs } = await portal.query<ObjectiveRow>(
    `select "o0".* from "objectives" as "o0" order by "o0"."created_at" desc, "o0"."id" desc`,
  );
  if (objs.length === 0) return [];
  const ids = objs.map((o) => o.id);
  const { rows: krs } = await portal.query<KeyResultRow>(
    `select "k0".* from "key_results" as "k0" where "k0"."objective_id" in (${ids.map((_, i) => `$${i + 1}`).join(', ')}) order by "k0"."position" asc, "k0"."created_at" asc`,
    ids,
  );
  const byObjective = new Map<string, KeyResult[]>();
  for (const k of krs) {
    const list = byObjective.get(k.objective_id) ?? [];
    list.push({
      id: k.id,
      objectiveId: k.objective_id,
      title: k.title,
      current: k.current,
      target: k.target,
      unit: k.unit,
      createdAt: iso(k.created_at),
      updatedAt: iso(k.updated_at),
    });
    byObjective.set(k.objective_id, list);
  }
  return objs.map((o) => ({
    id: o.id,
    title: o.title,
    description: o.description ?? null,
    keyResults: byObjective.get(o.id) ?? [],
    createdAt: iso(o.created_at),
    updatedAt: iso(o.updated_at),
  }));
}
