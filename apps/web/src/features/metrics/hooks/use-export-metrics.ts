import { NO_METRICS_TO_EXPORT } from '@warroom/contracts';
import { useListExport } from '../../records/hooks/use-list-export';
import { exportMetrics } from '../api';

/** Export CSV (SPEC.md section 8): every point of every metric, whatever the list has loaded. */
export function useExportMetrics() {
  return useListExport({
    many: 'metrics',
    download: exportMetrics,
    nothing: NO_METRICS_TO_EXPORT,
    done: () => 'Metrics data exported to CSV',
  });
}
