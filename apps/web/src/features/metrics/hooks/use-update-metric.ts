import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../toast/hooks/use-toast';
import { updateMetric } from '../api';
import { invalidateMetric } from '../invalidate';

/** PATCH /api/metrics/{id}. Failures are shown by the form. */
export function useUpdateMetric(onSaved: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: updateMetric,
    onSuccess: async (metric) => {
      toast.success('Metric Updated', metric.label);
      onSaved();
      await invalidateMetric(queryClient, metric.id);
    },
  });
}
