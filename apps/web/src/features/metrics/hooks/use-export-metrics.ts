import { NO_METRICS_TO_EXPORT } from '@warroom/contracts';
import { useMutation } from '@tanstack/react-query';
import { serverMessageOf, statusOf } from '../../../lib/http';
import { useToast } from '../../toast/hooks/use-toast';
import { exportMetrics } from '../api';

/**
 * Export CSV (SPEC.md section 8). With the list's total (X-Total-Count) at 0 it refuses
 * without calling the server; otherwise it downloads the server's file (every point of every
 * metric, whatever the list has loaded). The server answers 404 when there is nothing to
 * export after all.
 */
export function useExportMetrics() {
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: exportMetrics,
    onSuccess: () => toast.success('Export successful', 'Metrics data exported to CSV'),
    onError: (error) => {
      if (statusOf(error) === 404) toast.error('No data to export', NO_METRICS_TO_EXPORT);
      else toast.error('Export failed', serverMessageOf(error) ?? (error.message || 'Failed to export metrics'));
    },
  });
  /** `total`: the metrics list's total, if it has loaded. */
  const run = (total: number | undefined) => {
    if (total === 0) {
      toast.error('No data to export', NO_METRICS_TO_EXPORT);
      return;
    }
    mutation.mutate();
  };
  return { run, isPending: mutation.isPending };
}
