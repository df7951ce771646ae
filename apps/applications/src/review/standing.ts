import { expressionBuilder, sql } from 'kysely';
import type { ViewScope } from './application-views.js';

/**
 * Where the caller stands on the application `a` of a query: whether they have a current vote on
 * it, and whether they are recused from it (`exists` each, on the index of its table).
 */
export function standingOn(callerId: string) {
  const eb = expressionBuilder<ViewScope, 'a'>();
  const one = sql.lit(1).as('one');
  const votes = eb.selectFrom('Vote as v').select(one).whereRef('v.application', '=', 'a.id');
  const recusals = eb.selectFrom('Recusal as r').select(one).whereRef('r.application', '=', 'a.id');
  return {
    voted: eb.exists(votes.where('v.voterId', '=', callerId).where('v.replacedAt', 'is', null)),
    recused: eb.exists(recusals.where('r.reviewerId', '=', callerId).where('r.withdrawnAt', 'is', null)),
  };
}
