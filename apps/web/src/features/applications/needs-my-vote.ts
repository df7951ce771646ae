import { type Application, isVotingOpen } from '@warroom/contracts';

/*
 * PRODUCT.md section 11's 'Needs my vote', apart from the vote panel's rules: the sidebar,
 * on every signed-in page, reads only this.
 */

/** Open for votes, and the caller has neither voted nor recused: what `needsMyVote=true` lists. */
export function needsMyVote(application: Pick<Application, 'status' | 'myVote' | 'recused'>): boolean {
  return isVotingOpen(application.status) && application.myVote === null && !application.recused;
}

/** '1 needs your vote', '3 need your vote'. */
export function needYourVoteText(count: number): string {
  return `${count} ${count === 1 ? 'needs' : 'need'} your vote`;
}
