import { NO_DECISIONS_TO_EXPORT } from '@warroom/contracts';
import { useMutation } from '@tanstack/react-query';
import { serverMessageOf, statusOf } from '../../../lib/http';
import { useToast } from '../../toast/hooks/use-toast';
import { exportDecisions } from '../api';

/**
 * Export Markdown (SPEC.md section 8). With the list's total (X-Total-Count) at 0 it refuses
 * without calling the server; otherwise it downloads the server's file, and the toast counts
 * what the file holds (the export's own X-Total-Count), not the rows loaded on screen. The
 * server answers 404 when there is nothing to export after all.
 */
export function useExportDecisions() {
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: exportDecisions,
    onSuccess: ({ total }) => {
      toast.success('Export successful', `Exported ${total ?? 0} decision(s) to markdown`);
    },
    onError: (error) => {
      if (statusOf(error) === 404) toast.error('No data to export', NO_DECISIONS_TO_EXPORT);
      else toast.error('Export failed', serverMessageOf(error) ?? (error.message || 'Failed to export decisions'));
    },
  });
  /** `total`: the decisions list's total, if it has loaded. */
  const run = (total: number | undefined) => {
    if (total === 0) {
      toast.error('No data to export', NO_DECISIONS_TO_EXPORT);
      return;
    }
    mutation.mutate();
  };
  return { run, isPending: mutation.isPending };
}
