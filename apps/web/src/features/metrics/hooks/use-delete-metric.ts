import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../app/routes';
import { serverMessageOf } from '../../../lib/http';
import { useToast } from '../../toast/hooks/use-toast';
import { deleteMetric } from '../api';
import { forgetMetric } from '../invalidate';

/** DELETE /api/metrics/{id} (with its points), then back to the list. */
export function useDeleteMetric() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  return useMutation({
    mutationFn: deleteMetric,
    onSuccess: async (metric) => {
      toast.success('Metric Deleted', metric.label);
      await navigate(ROUTES.metrics);
      await forgetMetric(queryClient, metric.id);
    },
    onError: (error) => toast.error('Could not delete metric', serverMessageOf(error) ?? error.message),
  });
}
