import { useQuery } from '@tanstack/react-query';
import type { Decision, Metric } from '@warroom/contracts';
import { queryKeys } from '../../../app/query-keys';

/*
 * The dashboard reads decisions and metrics through the default query function (a GET on
 * the key's path, SPEC.md section 7): the same cache entries as the /decisions and /metrics
 * lists, without loading those features' code.
 */

export function useDecisionList() {
  return useQuery<Decision[]>({ queryKey: queryKeys.decisions.list() });
}

export function useMetricList() {
  return useQuery<Metric[]>({ queryKey: queryKeys.metrics.list() });
}
