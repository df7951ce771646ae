import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../app/routes';
import { serverMessageOf } from '../../../lib/http';
import { useToast } from '../../toast/hooks/use-toast';
import { deleteDocument } from '../api';
import { forgetDocument } from '../invalidate';

/** DELETE /api/documents/{id}, then back to the list. */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: async (document) => {
      toast.success('Document Deleted', document.title);
      await navigate(ROUTES.documents);
      await forgetDocument(queryClient, document.id);
    },
    onError: (error) => toast.error('Could not delete document', serverMessageOf(error) ?? error.message),
  });
}
