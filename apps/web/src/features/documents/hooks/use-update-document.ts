import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../toast/hooks/use-toast';
import { updateDocument } from '../api';
import { invalidateDocument } from '../invalidate';

/** PATCH /api/documents/{id}. Failures are shown by the form. */
export function useUpdateDocument(onSaved: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: updateDocument,
    onSuccess: async (document) => {
      toast.success('Document Updated', document.title);
      onSaved();
      await invalidateDocument(queryClient, document.id);
    },
  });
}
