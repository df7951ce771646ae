import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../app/routes';
import { useToast } from '../../toast/hooks/use-toast';
import { createDocument } from '../api';
import { invalidateDocumentList } from '../invalidate';

/** POST /api/documents, then to the new document. Failures are shown by the form. */
export function useCreateDocument() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  return useMutation({
    mutationFn: createDocument,
    onSuccess: async (document) => {
      toast.success('Document Created', document.title);
      await navigate(`${ROUTES.documents}/${document.id}`);
      await invalidateDocumentList(queryClient);
    },
  });
}
