import { LinkButton } from '../../../components/link-button';
import { recordLabel, type RecordKind } from '../record-kind';
import { useCreateRecord } from './use-record-writes';

/**
 * The create form of a kind that lays its buttons apart (initiatives, objectives), in the
 * kind's words: 'New initiative', 'Create Initiative', 'The initiative was not created', and
 * Cancel as a link back to the list.
 */
export function useCreateFrame<Record extends { id: string }, Create, Update>(
  kind: RecordKind<Record, Create, Update>,
) {
  const create = useCreateRecord(kind);
  const frame = {
    label: `New ${kind.one}`,
    submitLabel: `Create ${recordLabel(kind)}`,
    failedTitle: `The ${kind.one} was not created`,
    pending: create.isPending,
    error: create.error,
    cancel: <LinkButton to={kind.listPath}>Cancel</LinkButton>,
  };
  return { create, frame };
}
