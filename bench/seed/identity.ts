/** Seeds the identity database: reviewer accounts. */
import { randomUUID } from 'node:crypto';
import { Role } from '@warroom/contracts';
import { z } from 'zod';
import { rowsOf, withDb } from '../lib/db.ts';

export const reviewerSchema = z.object({ id: z.string(), name: z.string().nullable(), email: z.string() });
export type Reviewer = z.infer<typeof reviewerSchema>;

const REVIEWERS_SQL = `select id, name, email from users where email like 'reviewer-%@bench.warroom.dev' order by email`;

/** Reviewer accounts (CTO/CEO) in identity, sharing the admin's password hash; returns their ids, names and emails. */
export async function seedReviewers(identityUrl: string, target: number): Promise<Reviewer[]> {
  return withDb(identityUrl, async (client) => {
    const existing = await rowsOf(client, REVIEWERS_SQL, reviewerSchema);
    const have = existing.length;
    if (have < target) {
      const [first] = await rowsOf(
        client,
        `select password_hash from users order by created_at limit 1`,
        z.object({ password_hash: z.string() }),
      );
      const hash = first?.password_hash;
      if (!hash)
        throw new Error('identity has no user yet: start the stack once (it creates the default admin) before seeding');
      const ids: string[] = [];
      const names: string[] = [];
      const emails: string[] = [];
      const roles: Role[] = [];
      for (let i = have; i < target; i++) {
        ids.push(randomUUID());
        names.push(`Reviewer ${i + 1}`);
        emails.push(`reviewer-${String(i + 1).padStart(3, '0')}@bench.warroom.dev`);
        roles.push(i % 3 === 0 ? Role.Ceo : Role.Cto);
      }
      await client.query(
        `insert into users (id, name, email, role, theme, active, password_hash, created_at, updated_at)
         select id, name, email, role, 'light', true, $5, now(), now()
           from unnest($1::uuid[], $2::text[], $3::text[], $4::text[]) as t(id, name, email, role)`,
        [ids, names, emails, roles, hash],
      );
    }
    return rowsOf(client, REVIEWERS_SQL, reviewerSchema);
  });
}
