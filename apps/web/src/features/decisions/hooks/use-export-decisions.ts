import { NO_DECISIONS_TO_EXPORT, type Decision } from '@warroom/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../app/query-keys';
import { serverMessageOf } from '../../../lib/http';
import { useToast } from '../../toast/hooks/use-toast';
import { exportDecisions } from '../api';

/**
 * Export Markdown (SPEC.md section 8): with no decisions in the cached list it refuses
 * without calling the server; otherwise it downloads the server's file.
 */
export function useExportDecisions() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: exportDecisions,
    onSuccess: () => {
      const count = queryClient.getQueryData<Decision[]>(queryKeys.decisions.list())?.length ?? 0;
      toast.success('Export successful', `Exported ${count} decision(s) to markdown`);
    },
    onError: (error) =>
      toast.error('Export failed', serverMessageOf(error) ?? (error.message || 'Failed to export decisions')),
  });
  const run = () => {
    const decisions = queryClient.getQueryData<Decision[]>(queryKeys.decisions.list());
    if (!decisions?.length) {
      toast.error('No data to export', NO_DECISIONS_TO_EXPORT);
      return;
    }
    mutation.mutate();
  };
  return { run, isPending: mutation.isPending };
}
