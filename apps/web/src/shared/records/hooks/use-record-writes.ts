import type { QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useToastMutation } from '../../toast/use-toast-mutation';
import { recordLabel, type RecordKind, recordPath } from '../record-kind';

type Stored = { id: string };

/** A write to a record, said in a toast that names it: 'Decision Created', 'Metric Deleted'. */
function useRecordWrite<Record extends Stored, Request>(
  kind: { one: string; nameOf: (record: Record) => string },
  mutationFn: (request: Request) => Promise<Record>,
  done: 'Created' | 'Updated' | 'Deleted',
  then: (record: Record, queryClient: QueryClient) => Promise<void>,
  failure?: string,
) {
  return useToastMutation({
    mutationFn,
    success: (record) => [`${recordLabel(kind)} ${done}`, kind.nameOf(record)],
    then: (record, _request, queryClient) => then(record, queryClient),
    failure,
  });
}

/** POST a new record, then its page. Failures are shown by the form. */
export function useCreateRecord<Record extends Stored, Create, Update>(kind: RecordKind<Record, Create, Update>) {
  const navigate = useNavigate();
  return useRecordWrite(kind, kind.api.create, 'Created', async (record, queryClient) => {
    kind.cache.keepCreated(queryClient, record);
    await navigate(recordPath(kind, record.id));
    await kind.cache.created(queryClient);
  });
}

/** PATCH a record's changes, then `onSaved` (the form closes). Failures are shown by the form. */
export function useUpdateRecord<Record extends Stored, Create, Update>(
  kind: RecordKind<Record, Create, Update>,
  onSaved: () => void,
) {
  return useRecordWrite(kind, kind.api.update, 'Updated', async (record, queryClient) => {
    onSaved();
    await kind.cache.changed(queryClient, record);
  });
}

/** DELETE a record, then back to the list; a refusal is a toast. */
export function useDeleteRecord<Record extends Stored, Create, Update>(kind: RecordKind<Record, Create, Update>) {
  const navigate = useNavigate();
  return useRecordWrite(
    kind,
    kind.api.remove,
    'Deleted',
    async (record, queryClient) => {
      await navigate(kind.listPath);
      await kind.cache.deleted(queryClient, record.id);
    },
    `Could not delete ${kind.one}`,
  );
}
