import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../toast/hooks/use-toast';
import { addMetricPoint } from '../api';
import { invalidateMetric } from '../invalidate';

/** POST /api/metrics/{id}/points. Failures are shown by the form. */
export function useAddMetricPoint(onAdded: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: addMetricPoint,
    onSuccess: async (point, { metricId }) => {
      toast.success('Point Added', `Value ${point.value}`);
      onAdded();
      await invalidateMetric(queryClient, metricId);
    },
  });
}
