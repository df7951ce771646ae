import type { Application, VoteTally, VoteValue } from '@warroom/contracts';
import type { BadgeColor } from '../../shared/theme/badge-colors';
import { DEFAULT_VOTES_REQUIRED } from './status-meta';

type VerdictMeta = { label: string; color: BadgeColor };

/**
 * PRODUCT.md section 11: each verdict in a colour of its own (none the brand's amber), always
 * with its word and an icon beside it, so colour is never the only sign.
 */
export const VERDICT_META: Record<VoteValue, VerdictMeta> = {
  APPROVE: { label: 'Approve', color: 'green' },
  REJECT: { label: 'Reject', color: 'red' },
  ABSTAIN: { label: 'Abstain', color: 'grey' },
};

/** SPEC.md section 9: votes required default to 10 when absent. */
export function votesRequiredOf(application: { votesRequired?: number | null }): number {
  return application.votesRequired || DEFAULT_VOTES_REQUIRED;
}

/** '3 of 10 votes cast': the count a reviewer sees even while the votes are hidden. */
export function votesCastText(application: { voteTally: { total: number }; votesRequired?: number | null }): string {
  return `${application.voteTally.total} of ${votesRequiredOf(application)} votes cast`;
}

export type VoteBreakdown = { approve: number; reject: number; abstain: number };

/** How the votes lean, or null while they are hidden from the caller (until they vote or recuse). */
export function voteBreakdown(tally: VoteTally): VoteBreakdown | null {
  if (tally.approve === null || tally.reject === null) return null;
  return { approve: tally.approve, reject: tally.reject, abstain: tally.total - tally.approve - tally.reject };
}

/** '(1 approve, 2 reject, 0 abstain)'. */
export function voteBreakdownText({ approve, reject, abstain }: VoteBreakdown): string {
  return `(${approve} approve, ${reject} reject, ${abstain} abstain)`;
}

/** A decision taken with fewer votes than required asks the admin to confirm first. */
export function isShortOfVotes(application: Pick<Application, 'voteTally' | 'votesRequired'>): boolean {
  return application.voteTally.total < votesRequiredOf(application);
}
