import { useMutation } from '@tanstack/react-query';
import type { Downloaded } from '../../../lib/download';
import { serverMessageOf, statusOf } from '../../../lib/http';
import { useToast } from '../../toast/hooks/use-toast';

type ListExportOptions = {
  /** What the list holds, in the plural: 'Failed to export decisions'. */
  many: string;
  /** Downloads the server's file. */
  download: () => Promise<Downloaded>;
  /** Why there is nothing to export, e.g. 'There are no decisions to export'. */
  nothing: string;
  /** The success toast's description. */
  done: (downloaded: Downloaded) => string;
};

/**
 * A list's export (SPEC.md section 8). With the list's total (X-Total-Count) at 0 it refuses
 * without calling the server; otherwise it downloads the server's file, whatever the list has
 * loaded. The server answers 404 when there is nothing to export after all.
 */
export function useListExport({ many, download, nothing, done }: ListExportOptions) {
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: download,
    onSuccess: (downloaded) => toast.success('Export successful', done(downloaded)),
    onError: (error) => {
      if (statusOf(error) === 404) toast.error('No data to export', nothing);
      else toast.error('Export failed', serverMessageOf(error) ?? (error.message || `Failed to export ${many}`));
    },
  });
  /** `total`: the list's total, if it has loaded. */
  const run = (total: number | undefined) => {
    if (total === 0) {
      toast.error('No data to export', nothing);
      return;
    }
    mutation.mutate();
  };
  return { run, isPending: mutation.isPending };
}

export type ListExport = ReturnType<typeof useListExport>;
