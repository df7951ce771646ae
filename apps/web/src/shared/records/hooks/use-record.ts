import { useQuery } from '@tanstack/react-query';
import type { RecordKind } from '../record-kind';

/** GET one record of the kind (its detail). */
export function useRecord<Record, Create, Update>(kind: RecordKind<Record, Create, Update>, id: string) {
  return useQuery({ queryKey: kind.cache.detail(id), queryFn: ({ signal }) => kind.api.fetchOne(id, signal) });
}
