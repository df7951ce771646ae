import { useMutation } from '@tanstack/react-query';
import type { Downloaded } from '../../../lib/download';
import { serverMessageOf } from '../../../lib/error-body';
import { statusOf } from '../../../lib/http';
import { useToast } from '../../toast/use-toast';

/** A list's export, as its screen declares it. */
export type ListExport = {
  /** The button's text, e.g. 'Export CSV'. */
  label: string;
  /** The button waits for a list that has records (Export Markdown). */
  disabledWhenEmpty?: boolean;
  /** Downloads the server's file. */
  download: () => Promise<Downloaded>;
  /** Why there is nothing to export, e.g. 'There are no decisions to export'. */
  nothing: string;
  /** The success toast's description. */
  done: (downloaded: Downloaded) => string;
};

/**
 * A list's export (SPEC.md section 8); `many` names what the list holds ('Failed to export decisions'). With the list's total (X-Total-Count) at 0 it refuses
 * without calling the server; otherwise it downloads the server's file, whatever the list has
 * loaded. The server answers 404 when there is nothing to export after all.
 */
export function useListExport(many: string, { download, nothing, done }: ListExport) {
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
