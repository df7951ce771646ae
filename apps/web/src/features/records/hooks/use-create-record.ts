import { useNavigate } from 'react-router-dom';
import { useToastMutation } from '../../toast/hooks/use-toast-mutation';
import { recordLabel, type RecordKind, recordPath } from '../record-kind';

/** POST a new record, then its page ('Decision Created'). Failures are shown by the form. */
export function useCreateRecord<Record extends { id: string }, Create, Update>(
  kind: RecordKind<Record, Create, Update>,
) {
  const navigate = useNavigate();
  return useToastMutation({
    mutationFn: kind.api.create,
    success: (record) => [`${recordLabel(kind)} Created`, kind.nameOf(record)],
    then: async (record, _body, queryClient) => {
      kind.cache.keepCreated(queryClient, record);
      await navigate(recordPath(kind, record.id));
      await kind.cache.created(queryClient);
    },
  });
}
