import type { KeyResult } from '@warroom/contracts';
import { useToastMutation } from '../../../shared/toast/use-toast-mutation';
import { createKeyResult, deleteKeyResult, updateKeyResult } from '../api';
import { objectiveKind } from '../record';

/** A write to a key result: a toast naming it, then its objective read again (its progress and check-ins). */
function useKeyResultWrite<Request>(
  mutationFn: (request: Request) => Promise<KeyResult>,
  title: string,
  onSaved?: () => void,
  failure?: string,
) {
  return useToastMutation({
    mutationFn,
    success: (keyResult) => [title, keyResult.title],
    then: async (keyResult, _request, queryClient) => {
      onSaved?.();
      await objectiveKind.cache.refresh(queryClient, keyResult.objectiveId);
    },
    failure,
  });
}

/** POST /api/okr/objectives/{id}/key-results; failures are shown by the form itself. */
export function useCreateKeyResult(onSaved: () => void) {
  return useKeyResultWrite(createKeyResult, 'Key Result Added', onSaved);
}

/** PATCH /api/okr/key-results/{id}: a new current value is kept as a check-in. Failures are shown by the form. */
export function useUpdateKeyResult(onSaved: () => void) {
  return useKeyResultWrite(updateKeyResult, 'Key Result Updated', onSaved);
}

export function useDeleteKeyResult() {
  return useKeyResultWrite(deleteKeyResult, 'Key Result Deleted', undefined, 'Could not delete key result');
}
