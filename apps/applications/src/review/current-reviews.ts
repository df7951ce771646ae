import type { EntityManager } from '@mikro-orm/postgresql';
import type { CastVote, Recusal, VoteValue } from '@warroom/contracts';
import { isoOf } from '@warroom/persistence';

export type VoteRow = {
  application_id: string;
  voter_id: string;
  voter_name: string | null;
  voter_email: string;
  vote: VoteValue;
  reason: string | null;
  created_at: Date;
};
type RecusalRow = {
  application_id: string;
  reviewer_id: string;
  reviewer_name: string;
  reason: string | null;
  created_at: Date;
};

/** The current votes and live recusals of some applications: at most one of each per reviewer. */
export type CurrentReviews = { votes: CastVote[]; recusals: Recusal[] };

/** The current votes (oldest first) and live recusals of each application, in two queries of plain rows. */
export async function currentReviews(
  em: EntityManager,
  applicationIds: readonly string[],
): Promise<Map<string, CurrentReviews>> {
  const result = new Map<string, CurrentReviews>(applicationIds.map((id) => [id, { votes: [], recusals: [] }]));
  if (applicationIds.length === 0) return result;
  const [votes, recusals] = await Promise.all([
    em.execute<VoteRow[]>(
      `select application_id, voter_id, voter_name, voter_email, vote, reason, created_at from votes
        where application_id in (?) and replaced_at is null order by created_at, id`,
      [applicationIds],
    ),
    em.execute<RecusalRow[]>(
      `select application_id, reviewer_id, reviewer_name, reason, created_at from recusals
        where application_id in (?) and withdrawn_at is null order by created_at, id`,
      [applicationIds],
    ),
  ]);
  for (const row of votes) {
    result.get(row.application_id)?.votes.push({
      voterId: row.voter_id,
      voter: { id: row.voter_id, name: row.voter_name ?? row.voter_email },
      vote: row.vote,
      reason: row.reason,
      createdAt: isoOf(row.created_at),
    });
  }
  for (const row of recusals) {
    result.get(row.application_id)?.recusals.push({
      reviewer: { id: row.reviewer_id, name: row.reviewer_name },
      reason: row.reason,
      createdAt: isoOf(row.created_at),
    });
  }
  return result;
}
