import { useToastMutation } from '../../../shared/toast/use-toast-mutation';
import { addMetricPoint } from '../api';
import { metricKind } from '../record';

/** POST /api/metrics/{id}/points: the metric and its list read again. Failures are shown by the form. */
export function useAddMetricPoint(onAdded: () => void) {
  return useToastMutation({
    mutationFn: addMetricPoint,
    success: (point) => ['Point Added', `Value ${point.value}`],
    then: async (_point, { metricId }, queryClient) => {
      onAdded();
      await metricKind.cache.refresh(queryClient, metricId);
    },
  });
}
