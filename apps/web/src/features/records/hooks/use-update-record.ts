import { useToastMutation } from '../../toast/hooks/use-toast-mutation';
import { recordLabel, type RecordKind } from '../record-kind';

/** PATCH a record's changes ('Decision Updated'), then `onSaved` (the form closes). Failures are shown by the form. */
export function useUpdateRecord<Record extends { id: string }, Create, Update>(
  kind: RecordKind<Record, Create, Update>,
  onSaved: () => void,
) {
  return useToastMutation({
    mutationFn: kind.api.update,
    success: (record) => [`${recordLabel(kind)} Updated`, kind.nameOf(record)],
    then: async (record, _request, queryClient) => {
      onSaved();
      await kind.cache.changed(queryClient, record);
    },
  });
}
