import { useNavigate } from 'react-router-dom';
import { useToastMutation } from '../../toast/hooks/use-toast-mutation';
import { recordLabel, type RecordKind } from '../record-kind';

/** DELETE a record ('Decision Deleted'), then back to the list; a refusal is a toast. */
export function useDeleteRecord<Record extends { id: string }, Create, Update>(
  kind: RecordKind<Record, Create, Update>,
) {
  const navigate = useNavigate();
  return useToastMutation({
    mutationFn: kind.api.remove,
    success: (record) => [`${recordLabel(kind)} Deleted`, kind.nameOf(record)],
    then: async (record, _id, queryClient) => {
      await navigate(kind.listPath);
      await kind.cache.deleted(queryClient, record.id);
    },
    failure: `Could not delete ${kind.one}`,
  });
}
