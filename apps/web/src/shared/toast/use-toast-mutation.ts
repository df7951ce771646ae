import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { errorExplanation } from '../../lib/error-text';
import { useToast } from './use-toast';

type ToastMutationOptions<Request, Result> = {
  mutationFn: (request: Request) => Promise<Result>;
  /** The success toast: its title and, if any, its description. */
  success: (result: Result, request: Request) => readonly [title: string, description?: string];
  /** What follows the toast: closing the form, going to a page, refreshing what the change made stale. */
  then?: (result: Result, request: Request, queryClient: QueryClient) => Promise<unknown> | void;
  /** The failure toast's title, with the server's message; without it the form that sent the change shows the failure. */
  failure?: string;
};

/** A change that says how it went in a toast (SPEC.md section 8), then does what follows it. */
export function useToastMutation<Request, Result>({
  mutationFn,
  success,
  then,
  failure,
}: ToastMutationOptions<Request, Result>) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn,
    onSuccess: async (result: Result, request: Request) => {
      toast.success(...success(result, request));
      await then?.(result, request, queryClient);
    },
    onError: failure ? (error: Error) => toast.error(failure, errorExplanation(error)) : undefined,
  });
}
