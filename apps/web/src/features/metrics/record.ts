import { metricOps } from '@warroom/contracts';
import { ROUTES } from '../../shared/routes';
import { recordKind } from '../../shared/records/record-kind';

/**
 * Metrics, named by their label: a write makes the list stale (it carries each metric's point
 * count and earliest and latest point) and the audit log; a create or a delete also the
 * dashboard (Active Metrics).
 */
export const metricKind = recordKind('metric', metricOps, ROUTES.metrics, (metric) => metric.label, {
  dashboard: 'create-delete',
});
