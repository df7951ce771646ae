import { NO_DECISIONS_TO_EXPORT } from '@warroom/contracts';
import { useListExport } from '../../records/hooks/use-list-export';
import { exportDecisions } from '../api';

/** Export Markdown (SPEC.md section 8): the toast counts what the file holds (its X-Total-Count), not the rows on screen. */
export function useExportDecisions() {
  return useListExport({
    many: 'decisions',
    download: exportDecisions,
    nothing: NO_DECISIONS_TO_EXPORT,
    done: ({ total }) => `Exported ${total ?? 0} decision(s) to markdown`,
  });
}
