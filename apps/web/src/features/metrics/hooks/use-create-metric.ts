import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../app/routes';
import { useToast } from '../../toast/hooks/use-toast';
import { createMetric } from '../api';
import { invalidateMetricList } from '../invalidate';

/** POST /api/metrics, then to the new metric. Failures (e.g. 409 for a taken key) are shown by the form. */
export function useCreateMetric() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  return useMutation({
    mutationFn: createMetric,
    onSuccess: async (metric) => {
      toast.success('Metric Created', metric.label);
      await navigate(`${ROUTES.metrics}/${metric.id}`);
      await invalidateMetricList(queryClient);
    },
  });
}
