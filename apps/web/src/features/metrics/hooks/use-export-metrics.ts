import { NO_METRICS_TO_EXPORT, type Metric } from '@warroom/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../app/query-keys';
import { serverMessageOf } from '../../../lib/http';
import { useToast } from '../../toast/hooks/use-toast';
import { exportMetrics } from '../api';

/**
 * Export CSV (SPEC.md section 8): with no metrics in the cached list it refuses without
 * calling the server; otherwise it downloads the server's file.
 */
export function useExportMetrics() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: exportMetrics,
    onSuccess: () => toast.success('Export successful', 'Metrics data exported to CSV'),
    onError: (error) =>
      toast.error('Export failed', serverMessageOf(error) ?? (error.message || 'Failed to export metrics')),
  });
  const run = () => {
    const metrics = queryClient.getQueryData<Metric[]>(queryKeys.metrics.list());
    if (!metrics?.length) {
      toast.error('No data to export', NO_METRICS_TO_EXPORT);
      return;
    }
    mutation.mutate();
  };
  return { run, isPending: mutation.isPending };
}
